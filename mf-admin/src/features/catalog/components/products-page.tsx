import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  ConfirmDialog,
  ErrorBox,
  Input,
  Pagination,
  Spinner,
  errorText,
  toast,
  useDocumentTitle,
} from '@glow/web-kit';
import type { Product } from '@glow/contracts';
import { deleteProductFailure, useDeleteProduct } from '../api/delete-product';
import { productsFailure, useProducts } from '../api/get-products';
import { ProductsTable } from './products-table';
import styles from './products.module.css';

export function ProductsPage() {
  useDocumentTitle('Products');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const products = useProducts({ search, page });
  const deleteProduct = useDeleteProduct();
  const [toDelete, setToDelete] = useState<Product | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const searchFor = (text: string) => {
    setSearch(text);
    setPage(1);
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    setFailure(null);
    deleteProduct.mutate(toDelete._id, {
      onSuccess: () => toast.success('Product deleted successfully'),
      onError: (e) => setFailure(errorText(e, deleteProductFailure)),
      onSettled: () => setToDelete(null),
    });
  };

  const list = products.data;
  return (
    <section className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>Products</h1>
        <Link className={styles.add} to="/admin/products/create">
          Add Product
        </Link>
      </div>
      <Input
        type="search"
        label="Search by name"
        placeholder="Search by name"
        value={search}
        onChange={(event) => searchFor(event.target.value)}
      />
      <ErrorBox text={failure} />
      {products.isPending ? (
        <Spinner label="Loading products..." />
      ) : products.isError ? (
        <ErrorBox text={errorText(products.error, productsFailure)} />
      ) : !list || list.items.length === 0 ? (
        <p className={styles.empty}>No products found.</p>
      ) : (
        <>
          <ProductsTable products={list.items} busy={products.isPlaceholderData} onDelete={setToDelete} />
          <Pagination page={list.page} totalPages={list.pages} onPageChange={setPage} />
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Product"
        message={`Are you sure you want to delete ${toDelete?.name ?? 'this product'}?`}
        confirmLabel="Delete"
        danger
        busy={deleteProduct.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
