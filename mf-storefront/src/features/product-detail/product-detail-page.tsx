import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Product } from '@glow/contracts';
import {
  ApiError,
  Button,
  Spinner,
  commerce,
  errorText,
  readRecentlyViewed,
  rememberViewed,
  useDocumentTitle,
} from '@glow/web-kit';
import { discountPercent } from '../../shared/catalog/discount';
import { ProductCard } from '../../shared/catalog/product-card';
import { ProductPrice } from '../../shared/catalog/product-price';
import { Gallery } from './gallery';
import {
  alsoViewedQuery,
  byIdsQuery,
  productFailed,
  productQuery,
  recordView,
  relatedQuery,
  useLiveReviews,
} from './product-api';
import styles from './product-detail.module.css';
import { QuantityStepper } from './quantity-stepper';
import { ReviewsSection } from './reviews-section';
import { Stars } from './star-picker';

export const productNotFound = 'Product not found';
const shownAtFirst = 300;

function Description({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const long = text.length > shownAtFirst;
  return (
    <div className={styles.description}>
      <p>{long && !open ? `${text.slice(0, shownAtFirst).trimEnd()}…` : text}</p>
      {long && (
        <button
          type="button"
          className={styles.linkButton}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? 'See less' : 'See more'}
        </button>
      )}
    </div>
  );
}

function ProductList({ title, query }: { title: string; query: UseQueryResult<Product[]> }) {
  if (!query.data || query.data.length === 0) return null;
  const id = `list-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div className={styles.grid}>
        {query.data.map((product) => (
          <ProductCard key={product._id} product={product} layout="compact" />
        ))}
      </div>
    </section>
  );
}

function ProductDetails({ product }: { product: Product }) {
  const [quantity, setQuantity] = useState(1);
  const percent = discountPercent(product);
  return (
    <div className={styles.top}>
      <Gallery images={product.images} name={product.name} />
      <div className={styles.info}>
        <h1 className={styles.name}>{product.name}</h1>
        <p className={styles.rating}>
          <Stars rating={product.averageRating} />
          <span>
            {product.averageRating.toFixed(1)} ({product.numReviews}{' '}
            {product.numReviews === 1 ? 'review' : 'reviews'})
          </span>
        </p>
        <div className={styles.priceRow}>
          <ProductPrice product={product} size="large" />
          {percent !== null && <span className={styles.getBadge}>Get {percent}% off</span>}
        </div>
        <Description text={product.description} />
        <QuantityStepper value={quantity} onChange={setQuantity} />
        <div className={styles.formButtons}>
          <Button onClick={() => commerce.addToCart(product, quantity)}>Add to Cart</Button>
          <Button variant="secondary" onClick={() => commerce.toggleFavourite(product)}>
            Add to Favourites
          </Button>
        </div>
      </div>
    </div>
  );
}

export function ProductDetailPage() {
  const id = useParams().id ?? '';
  const product = useQuery(productQuery(id));
  const related = useQuery({ ...relatedQuery(id), enabled: product.isSuccess });
  const alsoViewed = useQuery({ ...alsoViewedQuery(id), enabled: product.isSuccess });
  const [recentIds] = useState(() =>
    readRecentlyViewed()
      .filter((seen) => seen !== id)
      .slice(0, 6),
  );
  const recent = useQuery({ ...byIdsQuery(recentIds), enabled: product.isSuccess });
  useLiveReviews(id);
  useDocumentTitle(product.data?.name ?? (product.isError ? productNotFound : 'Product'));

  const found = product.isSuccess;
  useEffect(() => {
    if (!found) return;
    rememberViewed(id);
    recordView(id);
  }, [found, id]);

  if (product.isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <Spinner />
      </div>
    );
  }
  if (product.isError) {
    const missing = product.error instanceof ApiError && product.error.status === 404;
    return (
      <div className={styles.page}>
        <h1 className={styles.name}>{missing ? productNotFound : errorText(product.error, productFailed)}</h1>
        <Link to="/products">Back to the shop</Link>
      </div>
    );
  }
  const { category } = product.data;
  return (
    <div className={styles.page}>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          {category && (
            <li>
              <Link to={`/products?category=${encodeURIComponent(category.name)}`}>{category.name}</Link>
            </li>
          )}
          <li aria-current="page">{product.data.name}</li>
        </ol>
      </nav>
      <ProductDetails key={id} product={product.data} />
      <ReviewsSection productId={id} />
      <ProductList title="Related Products" query={related} />
      <ProductList title="Customers Also Viewed" query={alsoViewed} />
      <ProductList title="Recently Viewed" query={recent} />
    </div>
  );
}

/** A new product (a related card clicked) is a new page: its state starts afresh. */
export function ProductDetailRoute() {
  const id = useParams().id ?? '';
  return <ProductDetailPage key={id} />;
}
