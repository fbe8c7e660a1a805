-- The home page's hero (one row, absent until first saved or seeded) and the promotion banners
-- shown above home sections and on /about, /products and /login. `position` orders all banners in
-- one list (the admin reorders that list); each placement shows its banners in that order.

CREATE TABLE catalog.hero_section (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  title text NOT NULL CHECK (btrim(title) <> ''),
  subtitle text NOT NULL CHECK (btrim(subtitle) <> ''),
  images jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(images) = 'array'),
  buttons jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(buttons) = 'array'),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE catalog.promotion_banners (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  image jsonb NOT NULL CHECK (jsonb_typeof(image) = 'object'),
  link text,
  placement text NOT NULL CHECK (placement IN (
    'featured-products', 'deals-section', 'new-arrivals-section', 'categories-section',
    'about-hero', 'about-team', 'about-products', 'products-page', 'login-page')),
  position integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX promotion_banners_placement ON catalog.promotion_banners (placement, position, id);
CREATE INDEX promotion_banners_position ON catalog.promotion_banners (position, id);
