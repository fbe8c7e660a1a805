export { ProductsPage } from './components/products-page';
export { ProductFormPage } from './components/product-form-page';
export { CategoriesPage } from './components/categories-page';
