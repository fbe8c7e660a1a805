import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Spinner, errorText, toast, useDocumentTitle } from '@glow/web-kit';
import { productFailure, useProduct } from '../api/get-product';
import { saveProductFailure, useSaveProduct, type ProductDraft } from '../api/save-product';
import { useUploadProgress } from '../hooks/use-upload-progress';
import { ProductForm } from './product-form';
import styles from './product-form.module.css';

const listPath = '/admin/products';

/** /admin/products/create and /admin/products/edit/:id: the same form, empty or filled. */
export function ProductFormPage() {
  const { id } = useParams();
  const editing = id !== undefined;
  const title = editing ? 'Edit Product' : 'Add Product';
  useDocumentTitle(title);
  const navigate = useNavigate();
  const product = useProduct(id ?? '', editing);
  const saveProduct = useSaveProduct();
  const progress = useUploadProgress();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!product.isError) return;
    toast.error(productFailure);
    navigate(listPath, { replace: true });
  }, [product.isError, navigate]);

  const save = (draft: ProductDraft) => {
    setFailure(null);
    if (draft.newImages.length > 0) progress.start();
    saveProduct.mutate(
      { id, draft, onProgress: progress.report },
      {
        onSuccess: () => {
          toast.success(editing ? 'Product updated successfully' : 'Product created successfully');
          navigate(listPath);
        },
        onError: (e) => setFailure(errorText(e, saveProductFailure)),
        onSettled: progress.stop,
      },
    );
  };

  return (
    <section className={styles.page}>
      <Link className={styles.back} to={listPath}>
        Back to Products
      </Link>
      <h1 className={styles.title}>{title}</h1>
      {editing && !product.data ? (
        <Spinner label="Loading product..." />
      ) : (
        <ProductForm
          key={product.data?._id ?? 'new'}
          product={product.data}
          saving={saveProduct.isPending}
          progress={progress.percent}
          failure={failure}
          onSave={save}
        />
      )}
    </section>
  );
}
