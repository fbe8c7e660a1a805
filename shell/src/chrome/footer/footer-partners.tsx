import { images } from '../assets/images';
import styles from './footer.module.css';

export function FooterPartners() {
  return (
    <>
      <h2 className={styles.heading}>Shipping partner</h2>
      <img
        className={styles.partner}
        src={images.courierLogo}
        alt="SwiftNaija Courier"
        width={168}
        height={44}
      />
      <h2 className={styles.heading}>Secure payments</h2>
      <div className={styles.partners}>
        <img
          className={styles.partner}
          src={images.flutterwaveLogo}
          alt="Flutterwave"
          width={150}
          height={36}
        />
        <img className={styles.partner} src={images.paystackLogo} alt="Paystack" width={132} height={36} />
      </div>
    </>
  );
}
