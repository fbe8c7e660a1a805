import { z } from 'zod';
import { blankAsAbsent, isUuid } from '../src';

describe('blankAsAbsent', () => {
  const schema = z.object({ SMTP_URL: blankAsAbsent(z.string().url()) });

  it.each([{}, { SMTP_URL: '' }, { SMTP_URL: null }])(
    'when the value is missing, empty or null (%j), then it is absent, not invalid',
    (input) => {
      expect(schema.parse(input)).toEqual({ SMTP_URL: undefined });
    },
  );

  it('when a value is given, then the inner schema checks it', () => {
    expect(schema.parse({ SMTP_URL: 'smtp://mail:25' })).toEqual({ SMTP_URL: 'smtp://mail:25' });
    expect(schema.safeParse({ SMTP_URL: 'not a url' }).success).toBe(false);
  });
});

describe('isUuid', () => {
  it('when given a uuid in either case, then it is accepted', () => {
    expect(isUuid('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
    expect(isUuid('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe(true);
  });

  it.each([
    'not-a-uuid',
    '',
    '0f8fad5b-d9cb-469f-a165-70867728950e0',
    ' 0f8fad5b-d9cb-469f-a165-70867728950e',
    42,
    undefined,
  ])('when given %j, then it is refused', (value) => {
    expect(isUuid(value)).toBe(false);
  });
});
