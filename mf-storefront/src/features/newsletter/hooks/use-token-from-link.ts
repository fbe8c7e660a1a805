import { useSearchParams } from 'react-router-dom';

/** The `token` of the mailed link; empty when the link lost it. */
export const useTokenFromLink = () => useSearchParams()[0].get('token')?.trim() ?? '';
