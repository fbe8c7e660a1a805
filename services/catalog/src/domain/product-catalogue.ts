import type { Product, ProductPage } from '@glow/contracts';
import { notFound } from '@glow/service-kit';
import type { ProductRepository } from '../data/product-repository';
import type { PageRequest, ProductFilters } from './product-filters';

/** What shoppers can read about products: the whole list, a filtered page, one product, and the home rails. */
export class ProductCatalogue {
  constructor(private readonly products: ProductRepository) {}

  /** The spec's plain `GET /products`: every product in the default order. */
  listAll(): Promise<Product[]> {
    return this.products.findAll();
  }

  async browse(filters: ProductFilters, request: PageRequest): Promise<ProductPage> {
    const { products, total } = await this.products.findPage(filters, request);
    return {
      products,
      page: request.page,
      limit: request.limit,
      total,
      totalPages: Math.ceil(total / request.limit),
    };
  }

  async get(id: string): Promise<Product> {
    const product = await this.products.findById(id);
    if (!product) throw notFound('Product not found');
    return product;
  }

  newArrivals(limit: number): Promise<Product[]> {
    return this.products.findNewest(limit);
  }

  deals(limit: number): Promise<Product[]> {
    return this.products.findLargestDiscounts(limit);
  }
}
