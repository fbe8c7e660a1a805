/**
 * Demo catalogue for the catalog service's idempotent seed.
 *
 * Pure data: slugs are the seed's idempotency keys, so they are written out by hand, never derived
 * from array positions, and must not change once shipped. Prices are in naira (NGN).
 */

export interface DemoCategory {
  slug: string;
  name: string;
}

export interface DemoProduct {
  slug: string;
  name: string;
  description: string;
  price: number;
  discountPrice: number | null;
  categorySlug: string;
  stock: number;
}

export const demoCategories: DemoCategory[] = [
  { slug: 'skincare', name: 'Skincare' },
  { slug: 'makeup', name: 'Makeup' },
  { slug: 'hair-care', name: 'Hair Care' },
  { slug: 'fragrance', name: 'Fragrance' },
  { slug: 'body-care', name: 'Body Care' },
  { slug: 'nail-care', name: 'Nail Care' },
  { slug: 'mens-grooming', name: "Men's Grooming" },
  { slug: 'tools-accessories', name: 'Tools & Accessories' },
];

/** One catalogue line; `off` is a percentage discount (10–40), turned into a whole-naira `discountPrice`. */
interface Entry {
  slug: string;
  name: string;
  price: number;
  stock: number;
  off?: number;
  description: string;
}

/** Price after `percent` % off, rounded to whole naira. */
function discountedPrice(price: number, percent: number): number {
  return Math.round((price * (100 - percent)) / 100);
}

const entries: Record<string, Entry[]> = {
  skincare: [
    {
      slug: 'black-soap-facial-cleanser',
      name: 'Black Soap Facial Cleanser 200ml',
      price: 4500,
      stock: 120,
      description:
        'A gentle foaming cleanser made with traditional African black soap, plantain ash and shea. Lifts oil and sweat without leaving skin tight.',
    },
    {
      slug: 'vitamin-c-brightening-serum-30ml',
      name: 'Vitamin C Brightening Serum 30ml',
      price: 12500,
      stock: 64,
      off: 20,
      description:
        'Stabilised 15% vitamin C with ferulic acid to fade dark marks and even out tone. Light enough to wear under sunscreen every morning.',
    },
    {
      slug: 'niacinamide-clarifying-serum-30ml',
      name: 'Niacinamide 10% Clarifying Serum 30ml',
      price: 9800,
      stock: 88,
      description:
        'Niacinamide and zinc to calm breakouts and keep shine in check through humid Lagos afternoons.',
    },
    {
      slug: 'hibiscus-hydrating-toner',
      name: 'Hibiscus Hydrating Toner 150ml',
      price: 6500,
      stock: 45,
      description:
        'An alcohol-free toner with zobo hibiscus extract and glycerin. Restores moisture after cleansing and preps skin for serums.',
    },
    {
      slug: 'shea-ceramide-daily-moisturiser',
      name: 'Shea & Ceramide Daily Moisturiser 50ml',
      price: 8900,
      stock: 0,
      off: 15,
      description:
        'A rich but non-greasy cream that repairs the skin barrier during harmattan. Unscented and suitable for sensitive skin.',
    },
    {
      slug: 'invisible-fluid-sunscreen-spf50',
      name: 'Invisible Fluid Sunscreen SPF 50 50ml',
      price: 11500,
      stock: 150,
      description:
        'Broad-spectrum SPF 50 that dries clear with no white cast on deep skin tones. Works well under makeup.',
    },
    {
      slug: 'kojic-dark-spot-corrector-cream',
      name: 'Kojic Dark Spot Corrector Cream 30g',
      price: 7250.5,
      stock: 57,
      description:
        'Kojic acid, liquorice root and alpha arbutin target stubborn hyperpigmentation. Apply to spots at night and always follow with sunscreen.',
    },
    {
      slug: 'moringa-night-repair-cream',
      name: 'Moringa Night Repair Cream 50ml',
      price: 14500,
      stock: 33,
      off: 30,
      description:
        'A nourishing overnight cream with cold-pressed moringa oil and peptides. Skin wakes up softer, plumper and more radiant.',
    },
    {
      slug: 'rice-water-brightening-eye-gel',
      name: 'Rice Water Brightening Eye Gel 15ml',
      price: 6800,
      stock: 30,
      description:
        'A cooling gel with fermented rice water and caffeine to reduce puffiness and brighten dark circles.',
    },
    {
      slug: 'charcoal-clay-detox-mask',
      name: 'Charcoal & Clay Detox Mask 100g',
      price: 5200,
      stock: 76,
      description:
        'Bentonite clay and activated charcoal draw out impurities from congested pores. Use once or twice a week for ten minutes.',
    },
  ],
  makeup: [
    {
      slug: 'matte-lip-crayon-chestnut',
      name: 'Matte Lip Crayon – Chestnut',
      price: 3500,
      stock: 140,
      description:
        'A creamy, highly pigmented crayon that sets to a comfortable matte. Chestnut is a warm brown nude made for melanin-rich lips.',
    },
    {
      slug: 'matte-lip-crayon-berry-wine',
      name: 'Matte Lip Crayon – Berry Wine',
      price: 3500,
      stock: 96,
      off: 20,
      description:
        'The same transfer-resistant matte formula in a deep berry wine shade. Lasts through owambe and jollof.',
    },
    {
      slug: 'satin-lipstick-cocoa-nude',
      name: 'Satin Lipstick – Cocoa Nude',
      price: 4800,
      stock: 72,
      description:
        'A satin-finish bullet lipstick with shea butter for all-day comfort and a soft, polished sheen.',
    },
    {
      slug: 'full-coverage-foundation-mahogany',
      name: 'Full Coverage Foundation – Mahogany 30ml',
      price: 15500,
      stock: 38,
      description:
        'A long-wear, sweat-resistant foundation with a natural matte finish. Mahogany suits deep skin with warm red undertones.',
    },
    {
      slug: 'full-coverage-foundation-espresso',
      name: 'Full Coverage Foundation – Espresso 30ml',
      price: 15500,
      stock: 0,
      description:
        'Our long-wear foundation in Espresso, a rich deep shade with neutral undertones. Buildable from medium to full coverage.',
    },
    {
      slug: 'oil-control-pressed-powder-caramel',
      name: 'Oil-Control Pressed Powder – Caramel',
      price: 8500,
      stock: 61,
      off: 25,
      description:
        'A finely milled powder that blurs pores and controls shine for up to eight hours. Mirror compact included.',
    },
    {
      slug: 'sunset-eyeshadow-palette-12',
      name: 'Sunset 12-Pan Eyeshadow Palette',
      price: 12000,
      stock: 44,
      description:
        'Twelve buttery mattes and shimmers in golds, burnt oranges and plums. Pigments are tested to show up beautifully on dark skin.',
    },
    {
      slug: 'volume-lift-mascara-jet-black',
      name: 'Volume Lift Mascara – Jet Black',
      price: 5500,
      stock: 110,
      description:
        'A smudge-proof mascara that lifts and thickens lashes without clumping. Removes easily with warm water.',
    },
    {
      slug: 'cream-blush-stick-hibiscus',
      name: 'Cream Blush Stick – Hibiscus',
      price: 4500,
      stock: 83,
      off: 10,
      description:
        'A blendable cream blush in a vivid hibiscus red. Doubles as a lip tint for a quick monochrome look.',
    },
    {
      slug: 'all-day-matte-setting-spray',
      name: 'All-Day Matte Setting Spray 100ml',
      price: 7800,
      stock: 59,
      description:
        'A fine mist that locks makeup in place through heat and humidity while keeping skin matte.',
    },
  ],
  'hair-care': [
    {
      slug: 'argan-oil-hair-serum-100ml',
      name: 'Argan Oil Hair Serum 100ml',
      price: 8500,
      stock: 92,
      off: 20,
      description:
        'A lightweight serum that tames frizz and adds shine to natural and relaxed hair. Smooth a few drops through the ends.',
    },
    {
      slug: 'chebe-growth-hair-butter',
      name: 'Chebe Growth Hair Butter 250g',
      price: 9500,
      stock: 67,
      description:
        'Whipped shea and mango butters infused with chebe powder to seal in moisture and reduce breakage. Ideal for 4C hair.',
    },
    {
      slug: 'rosemary-mint-scalp-oil',
      name: 'Rosemary & Mint Scalp Oil 60ml',
      price: 5800,
      stock: 130,
      description:
        'A tingling scalp oil with rosemary, peppermint and castor oil. Massage into the scalp to refresh under braids and wigs.',
    },
    {
      slug: 'sulphate-free-moisture-shampoo',
      name: 'Sulphate-Free Moisture Shampoo 400ml',
      price: 7200,
      stock: 85,
      description:
        'Cleans gently without stripping natural oils. Leaves curls soft, defined and easy to detangle.',
    },
    {
      slug: 'avocado-deep-conditioning-mask',
      name: 'Avocado Deep Conditioning Mask 300g',
      price: 8800,
      stock: 48,
      off: 15,
      description:
        'A rich weekly treatment with avocado oil and hydrolysed protein. Restores strength and elasticity to dry, damaged hair.',
    },
    {
      slug: 'coconut-leave-in-conditioner',
      name: 'Coconut Leave-In Conditioner 250ml',
      price: 6500,
      stock: 101,
      description:
        'A creamy leave-in that softens and detangles in seconds. Layer under your favourite styler for wash-and-gos.',
    },
    {
      slug: 'extra-hold-edge-control',
      name: 'Extra Hold Edge Control 100g',
      price: 3000,
      stock: 0,
      description:
        'A non-flaking gel that lays edges sleek for up to 24 hours. Lightly scented with sweet orange.',
    },
    {
      slug: 'soothing-braid-scalp-spray',
      name: 'Soothing Braid & Scalp Spray 200ml',
      price: 4200,
      stock: 74,
      description: 'Tea tree and aloe relieve itching and tightness under fresh braids, twists and locs.',
    },
    {
      slug: 'heat-protect-blow-dry-spray',
      name: 'Heat Protect Blow-Dry Spray 200ml',
      price: 6900,
      stock: 52,
      off: 30,
      description:
        'Shields hair from styling heat up to 230 °C while reducing blow-dry time. Leaves a soft, bouncy finish.',
    },
    {
      slug: 'pure-black-castor-oil',
      name: 'Pure Black Castor Oil 120ml',
      price: 4500,
      stock: 160,
      description: 'Roasted, cold-pressed black castor oil for thicker-looking edges, brows and lashes.',
    },
  ],
  fragrance: [
    {
      slug: 'oud-noir-eau-de-parfum-100ml',
      name: 'Oud Noir Eau de Parfum 100ml',
      price: 58000,
      stock: 12,
      off: 15,
      description:
        'A smoky, opulent blend of agarwood, saffron and leather over a warm amber base. Long-lasting and made for evenings.',
    },
    {
      slug: 'lagos-nights-eau-de-parfum-50ml',
      name: 'Lagos Nights Eau de Parfum 50ml',
      price: 38500,
      stock: 25,
      off: 10,
      description:
        'Pink pepper, tuberose and vanilla bourbon: a bold, glamorous scent inspired by the city after dark.',
    },
    {
      slug: 'white-jasmine-eau-de-toilette',
      name: 'White Jasmine Eau de Toilette 100ml',
      price: 27500,
      stock: 31,
      description: 'Fresh jasmine petals, neroli and white musk. Light and radiant for everyday wear.',
    },
    {
      slug: 'vanilla-amber-body-mist',
      name: 'Vanilla Amber Body Mist 250ml',
      price: 6500,
      stock: 140,
      off: 20,
      description:
        'A cosy vanilla and amber mist to spritz on skin and hair. Layers beautifully with our body butters.',
    },
    {
      slug: 'citrus-breeze-cologne-100ml',
      name: 'Citrus Breeze Cologne 100ml',
      price: 22000,
      stock: 40,
      description: 'Bergamot, lime and vetiver in a crisp, unisex cologne that stays fresh in the heat.',
    },
    {
      slug: 'rose-musk-perfume-oil',
      name: 'Rose Musk Perfume Oil 12ml',
      price: 7500,
      stock: 88,
      description:
        'An alcohol-free roll-on perfume oil of Damask rose and soft musk. A little goes a long way.',
    },
    {
      slug: 'sandalwood-spice-extrait-50ml',
      name: 'Sandalwood & Spice Extrait 50ml',
      price: 65000,
      stock: 5,
      description:
        'Our most concentrated fragrance: creamy sandalwood, cardamom and clove with a tonka bean dry-down. Lasts all day.',
    },
    {
      slug: 'coconut-dream-body-mist',
      name: 'Coconut Dream Body Mist 250ml',
      price: 6000,
      stock: 0,
      description: 'Sweet coconut water, pineapple and sea salt for a carefree, beach-day mood.',
    },
    {
      slug: 'fragrance-discovery-set-5x10ml',
      name: 'Fragrance Discovery Set 5 × 10ml',
      price: 24500,
      stock: 36,
      off: 10,
      description:
        'Five travel sprays of our best-selling scents. A perfect gift, or a way to find your signature fragrance.',
    },
  ],
  'body-care': [
    {
      slug: 'shea-glow-body-butter-250ml',
      name: 'Shea Glow Body Butter 250ml',
      price: 6500,
      stock: 180,
      off: 20,
      description:
        'Unrefined Nigerian shea butter whipped with cocoa butter and a hint of shimmer. Melts into skin for a soft, radiant glow.',
    },
    {
      slug: 'cocoa-butter-body-lotion-400ml',
      name: 'Cocoa Butter Body Lotion 400ml',
      price: 5500,
      stock: 125,
      description:
        'A fast-absorbing daily lotion that keeps skin moisturised for 24 hours, even through harmattan.',
    },
    {
      slug: 'brown-sugar-coffee-body-scrub',
      name: 'Brown Sugar & Coffee Body Scrub 300g',
      price: 6200,
      stock: 58,
      description: 'Exfoliates rough patches and leaves skin smooth and lightly scented with roasted coffee.',
    },
    {
      slug: 'raw-african-black-soap-bar',
      name: 'Raw African Black Soap Bar 150g',
      price: 1500,
      stock: 200,
      description: 'Handmade from cocoa pod ash, palm kernel oil and shea. Cleanses face and body gently.',
    },
    {
      slug: 'golden-tiger-nut-body-oil',
      name: 'Golden Tiger Nut Body Oil 100ml',
      price: 7800,
      stock: 47,
      off: 25,
      description:
        'A dry-touch oil of tiger nut, baobab and sweet almond. Gives skin a golden, non-greasy sheen.',
    },
    {
      slug: 'even-tone-body-wash-500ml',
      name: 'Even Tone Body Wash 500ml',
      price: 4800,
      stock: 93,
      description:
        'A creamy body wash with lactic acid and papaya enzymes to gently smooth and brighten skin.',
    },
    {
      slug: 'whipped-mango-body-souffle',
      name: 'Whipped Mango Body Soufflé 200ml',
      price: 7200,
      stock: 0,
      description: 'A cloud-light whipped cream with mango butter and a juicy tropical scent.',
    },
    {
      slug: 'aloe-cooling-after-sun-gel',
      name: 'Aloe Cooling After-Sun Gel 200ml',
      price: 3999.5,
      stock: 66,
      description:
        'Pure aloe vera and cucumber to calm skin after long days in the sun. Keep it in the fridge for extra cooling.',
    },
    {
      slug: 'charcoal-roll-on-deodorant',
      name: 'Charcoal Roll-On Deodorant 50ml',
      price: 2500,
      stock: 150,
      off: 10,
      description:
        'An aluminium-free deodorant with activated charcoal and baking soda. Keeps you fresh from danfo to boardroom.',
    },
  ],
  'nail-care': [
    {
      slug: 'gel-effect-nail-polish-ruby-red',
      name: 'Gel-Effect Nail Polish – Ruby Red 12ml',
      price: 2500,
      stock: 115,
      description:
        'A high-shine, chip-resistant polish that looks like gel without a lamp. Two coats of classic ruby red.',
    },
    {
      slug: 'gel-effect-nail-polish-ankara-orange',
      name: 'Gel-Effect Nail Polish – Ankara Orange 12ml',
      price: 2500,
      stock: 80,
      off: 20,
      description: 'Our gel-effect polish in a bright, joyful orange inspired by Ankara prints.',
    },
    {
      slug: 'gel-effect-nail-polish-nude-caramel',
      name: 'Gel-Effect Nail Polish – Nude Caramel 12ml',
      price: 2500,
      stock: 0,
      description:
        'A warm caramel nude that flatters deeper skin tones. Wears up to seven days with a top coat.',
    },
    {
      slug: 'almond-cuticle-oil-pen',
      name: 'Almond Cuticle Oil Pen',
      price: 1800,
      stock: 170,
      description:
        'A click pen of sweet almond and vitamin E oil. Softens cuticles and keeps nails healthy on the go.',
    },
    {
      slug: 'keratin-strengthening-base-coat',
      name: 'Keratin Strengthening Base Coat 12ml',
      price: 3200,
      stock: 62,
      description: 'Strengthens weak, peeling nails and helps polish grip for a longer-lasting manicure.',
    },
    {
      slug: 'quick-dry-glossy-top-coat',
      name: 'Quick-Dry Glossy Top Coat 12ml',
      price: 3000,
      stock: 77,
      off: 15,
      description: 'Dries to the touch in 60 seconds with a glass-like shine. Protects colour from chips.',
    },
    {
      slug: 'acetone-free-polish-remover',
      name: 'Acetone-Free Polish Remover 200ml',
      price: 1500,
      stock: 140,
      description: 'Removes polish gently without drying out nails or cuticles. Lightly scented with lemon.',
    },
    {
      slug: 'press-on-nails-almond-24pc',
      name: 'Press-On Nails – Almond Shape, 24 pcs',
      price: 4500,
      stock: 54,
      off: 30,
      description:
        'Salon-style almond press-ons in a glossy nude, with glue and a mini file. Ready in ten minutes.',
    },
    {
      slug: 'mini-uv-led-nail-lamp',
      name: 'Mini UV/LED Nail Lamp 48W',
      price: 12000,
      stock: 18,
      description:
        'A compact USB-powered lamp that cures gel polish in 30 to 60 seconds. Auto sensor and timer.',
    },
  ],
  'mens-grooming': [
    {
      slug: 'cedarwood-beard-growth-oil',
      name: 'Cedarwood Beard Growth Oil 30ml',
      price: 5500,
      stock: 95,
      description:
        'Jojoba, argan and castor oils with cedarwood to soften coarse beards and encourage fuller growth.',
    },
    {
      slug: 'charcoal-3-in-1-face-beard-wash',
      name: 'Charcoal 3-in-1 Face & Beard Wash 200ml',
      price: 4800,
      stock: 108,
      off: 15,
      description:
        'Cleans face, beard and scalp in one step. Activated charcoal removes oil without over-drying.',
    },
    {
      slug: 'precision-safety-razor',
      name: 'Precision Safety Razor with 5 Blades',
      price: 9500,
      stock: 27,
      description:
        'A weighted chrome safety razor for a close shave with fewer bumps. Comes with five stainless-steel blades.',
    },
    {
      slug: 'soothing-aftershave-balm',
      name: 'Soothing Aftershave Balm 100ml',
      price: 5200,
      stock: 71,
      description: 'An alcohol-free balm with aloe and witch hazel that calms razor burn and hydrates.',
    },
    {
      slug: 'shea-shaving-cream-150ml',
      name: 'Shea Shaving Cream 150ml',
      price: 3800,
      stock: 90,
      description: 'A rich lather with shea butter that cushions the blade for a smooth, comfortable shave.',
    },
    {
      slug: 'razor-bump-relief-serum',
      name: 'Razor Bump Relief Serum 50ml',
      price: 6500,
      stock: 63,
      off: 20,
      description:
        'Salicylic acid and tea tree clear ingrown hairs and fade the dark spots they leave behind.',
    },
    {
      slug: 'sandalwood-beard-balm',
      name: 'Sandalwood Beard Balm 60g',
      price: 4900,
      stock: 49,
      description: 'Conditions, shapes and tames flyaways with a light hold and a warm sandalwood scent.',
    },
    {
      slug: 'oil-free-matte-moisturiser-men',
      name: 'Oil-Free Matte Moisturiser for Men 75ml',
      price: 7500,
      stock: 0,
      description:
        'A lightweight daily moisturiser that hydrates and keeps shine down all day. No sticky feel.',
    },
    {
      slug: 'cordless-beard-trimmer-kit',
      name: 'Cordless Beard Trimmer Kit',
      price: 32000,
      stock: 14,
      off: 10,
      description:
        'A rechargeable trimmer with 20 length settings, three guards and a travel pouch. Up to 90 minutes per charge.',
    },
  ],
  'tools-accessories': [
    {
      slug: 'dense-kabuki-foundation-brush',
      name: 'Dense Kabuki Foundation Brush',
      price: 3500,
      stock: 84,
      description: 'Soft, densely packed synthetic bristles for a flawless, airbrushed foundation finish.',
    },
    {
      slug: 'pro-makeup-brush-set-12pc',
      name: '12-Piece Pro Makeup Brush Set',
      price: 18500,
      stock: 29,
      off: 25,
      description: 'Every brush you need for face, eyes and brows, in a vegan leather roll-up case.',
    },
    {
      slug: 'teardrop-blending-sponge-duo',
      name: 'Teardrop Blending Sponge Duo',
      price: 2500,
      stock: 190,
      description:
        'Latex-free sponges that swell when damp for seamless blending of foundation and concealer.',
    },
    {
      slug: 'double-layer-satin-bonnet',
      name: 'Double-Layer Satin Hair Bonnet',
      price: 3000,
      stock: 135,
      description:
        'A reversible satin bonnet with a wide, comfortable band. Protects hair and edges while you sleep.',
    },
    {
      slug: 'wide-tooth-detangling-comb',
      name: 'Wide-Tooth Detangling Comb',
      price: 1500,
      stock: 0,
      description: 'A seamless, heat-resistant comb that glides through wet curls with less breakage.',
    },
    {
      slug: 'silicone-facial-cleansing-brush',
      name: 'Silicone Facial Cleansing Brush',
      price: 6500,
      stock: 42,
      description: 'A waterproof, rechargeable cleansing brush with soft silicone bristles and three speeds.',
    },
    {
      slug: 'jade-roller-gua-sha-set',
      name: 'Jade Roller & Gua Sha Set',
      price: 8500,
      stock: 37,
      off: 20,
      description: 'A cooling jade roller and gua sha stone to depuff and relax the face. Gift box included.',
    },
    {
      slug: 'ionic-hair-dryer-2000w',
      name: 'Ionic Hair Dryer 2000W',
      price: 45000,
      stock: 9,
      off: 15,
      description:
        'A powerful ionic dryer with a diffuser and concentrator nozzle. Dries faster with less frizz.',
    },
    {
      slug: 'led-lighted-vanity-mirror',
      name: 'LED Lighted Vanity Mirror',
      price: 22500,
      stock: 21,
      description:
        'A tabletop mirror with dimmable daylight LEDs and 10× magnification for precise application.',
    },
  ],
};

export const demoProducts: DemoProduct[] = demoCategories.flatMap((category) =>
  (entries[category.slug] ?? []).map((entry): DemoProduct => ({
    slug: entry.slug,
    name: entry.name,
    description: entry.description,
    price: entry.price,
    discountPrice: entry.off === undefined ? null : discountedPrice(entry.price, entry.off),
    categorySlug: category.slug,
    stock: entry.stock,
  })),
);
