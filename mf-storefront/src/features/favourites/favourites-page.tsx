import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  ErrorBox,
  Spinner,
  favourites,
  useDocumentTitle,
  useFavourites,
  useFavouritesStatus,
  EmptyState,
  emptyStateActionClass,
} from '@glow/web-kit';
import { ProductCard } from '../../components/catalog/product-card';
import styles from './favourites-page.module.css';

export const noFavourites = 'You have no favourite products yet.';

function FavouritesBody() {
  const products = useFavourites();
  const { loaded, loading, error } = useFavouritesStatus();

  if (!loaded && error)
    return (
      <div className={styles.failure}>
        <ErrorBox text={error} />
        <Button variant="secondary" onClick={() => void favourites.load()} disabled={loading}>
          Retry
        </Button>
      </div>
    );
  if (!loaded) return <Spinner label="Loading favourites..." />;
  if (products.length === 0)
    return (
      <EmptyState text={noFavourites}>
        <Link className={emptyStateActionClass} to="/products">
          Browse Products
        </Link>
      </EmptyState>
    );
  return (
    <div className={styles.grid}>
      {products.map((product, index) => (
        <ProductCard key={product._id} product={product} eager={index < 4} />
      ))}
    </div>
  );
}

/** The signed-in shopper's favourite products; a heart pressed here takes the product off the list. */
export function FavouritesPage() {
  useDocumentTitle('Favourites');
  // The list loads on sign-in; opening the page asks again, since another tab may have changed it.
  useEffect(() => void favourites.load(), []);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>Favourites</h1>
      <FavouritesBody />
    </section>
  );
}
