import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@glow/web-kit';
import type { HeroSection } from '@glow/contracts';

export const heroFailure = 'Failed to fetch hero section data.';

export const heroSectionKey = ['hero-section'] as const;

/** `null` while none was ever saved. */
export const getHeroSection = () =>
  api.get<HeroSection | null>('/hero-section', { defaultMessage: heroFailure });

export const getHeroSectionQueryOptions = () =>
  queryOptions({ queryKey: heroSectionKey, queryFn: getHeroSection });

export const useHeroSection = () => useQuery(getHeroSectionQueryOptions());
