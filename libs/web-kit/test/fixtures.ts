// Kept for tests written against the old path; new tests import '../src/testing'.
export * from '../src/testing/fixtures';
