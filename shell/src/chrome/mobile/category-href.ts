export const categoryHref = (name: string) => `/products?category=${encodeURIComponent(name)}`;
