import type { DashboardTopProduct } from '@glow/contracts';
import { noTopProducts } from '../dashboard-texts';
import { formatCount, naira } from './format';
import { Panel } from './panel';
import styles from './dashboard.module.css';

function Thumb({ product }: { product: DashboardTopProduct }) {
  if (!product.image) return <span className={styles.noImage}>No Image</span>;
  return <img className={styles.thumb} src={product.image} alt="" loading="lazy" />;
}

/** The best sellers of the last 30 days, most units first. */
export function TopProducts({ products }: { products: DashboardTopProduct[] }) {
  return (
    <Panel title="Top Products" note="Last 30 days">
      {products.length === 0 ? (
        <p className={styles.empty}>{noTopProducts}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col" className={styles.number}>
                Units
              </th>
              <th scope="col" className={styles.number}>
                Revenue
              </th>
            </tr>
          </thead>
          <tbody>
            {products.map((product) => (
              <tr key={product.productId}>
                <th scope="row" className={styles.product}>
                  <Thumb product={product} />
                  <span className={styles.productName}>{product.name}</span>
                </th>
                <td className={styles.number}>{formatCount(product.quantity)}</td>
                <td className={styles.number}>{naira(product.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}
