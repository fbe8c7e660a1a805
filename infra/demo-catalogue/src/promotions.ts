import type { BannerPlacement, HeroSection, Image } from '@glow/contracts';

/** Sizes the promotion art is drawn at, in pixels. */
export const heroSize = { width: 1600, height: 700 };
export const bannerSize = { width: 1600, height: 400 };

function upload(file: string, size: { width: number; height: number }): Image {
  return { url: `/uploads/${file}`, public_id: file, ...size };
}

export interface DemoSlide {
  file: string;
  headline: string;
  tagline: string;
}

export interface DemoBanner extends DemoSlide {
  placement: BannerPlacement;
  link: string;
}

export const demoHeroSlides: DemoSlide[] = [
  {
    file: 'demo-hero-1.svg',
    headline: 'Glow in your own shade',
    tagline: 'Foundations from porcelain to espresso',
  },
  { file: 'demo-hero-2.svg', headline: 'Made for Lagos weather', tagline: 'Light, humidity-proof skincare' },
  {
    file: 'demo-hero-3.svg',
    headline: 'Shea, cocoa and chebe',
    tagline: 'African ingredients, delivered nationwide',
  },
];

export const demoHero: HeroSection = {
  title: 'Beauty that loves your skin',
  subtitle: 'Skincare, makeup, hair and fragrance, delivered anywhere in Nigeria.',
  images: demoHeroSlides.map((slide) => upload(slide.file, heroSize)),
  buttons: [
    { text: 'Shop Now', link: '/products' },
    { text: 'See Deals', link: '/products?discountOnly=true' },
  ],
};

const banner = (
  placement: BannerPlacement,
  n: number,
  headline: string,
  tagline: string,
  link: string,
): DemoBanner => ({
  file: `demo-banner-${placement}-${n}.svg`,
  placement,
  headline,
  tagline,
  link,
});

/** In display order: two per home section, one per other placement. */
export const demoBanners: DemoBanner[] = [
  banner('categories-section', 1, 'Find your routine', 'Eight categories, one glow', '/products'),
  banner(
    'categories-section',
    2,
    'New to hair care?',
    'Start with chebe and castor oil',
    '/products?category=Hair%20Care',
  ),
  banner('featured-products', 1, 'Staff favourites', 'Picked by our beauty team', '/products'),
  banner(
    'featured-products',
    2,
    'Body care bestsellers',
    'Shea, cocoa and mango butters',
    '/products?category=Body%20Care',
  ),
  banner('deals-section', 1, 'Up to 30% off', 'This week only', '/products?discountOnly=true'),
  banner(
    'deals-section',
    2,
    'Makeup markdowns',
    'Lips, eyes and brushes',
    '/products?category=Makeup&discountOnly=true',
  ),
  banner('new-arrivals-section', 1, 'Just landed', 'Fresh picks for the season', '/products?sort=newest'),
  banner(
    'new-arrivals-section',
    2,
    'New fragrances',
    'Oud, amber and jasmine',
    '/products?category=Fragrance&sort=newest',
  ),
  banner('about-hero', 1, 'About Glow', 'Beauty for every Nigerian shade', '/products'),
  banner('about-team', 1, 'Our team', 'Beauty lovers from Lagos to Kano', '/contact'),
  banner('about-products', 1, 'What we stock', 'Tested in our climate, loved by our customers', '/products'),
  banner('products-page', 1, 'Free delivery in Lagos', 'On orders over ₦50,000', '/products'),
  banner('login-page', 1, 'Welcome back', 'Your favourites are waiting', '/favourites'),
];

export function demoBannerImage(demo: DemoBanner): Image {
  return upload(demo.file, bannerSize);
}

/** Every promotion image the seed copies. */
export function demoPromotionImages(): Image[] {
  return [...demoHero.images, ...demoBanners.map(demoBannerImage)];
}
