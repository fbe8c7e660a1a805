import { Link } from 'react-router-dom';
import { PageSection, StaticPage } from './static-page';
import styles from './static-page.module.css';

export function TermsPage() {
  return (
    <StaticPage
      title="Terms and Conditions"
      intro="These terms apply to every visit and every order on Glow. By using the site you agree to them."
    >
      <PageSection heading="About these terms">
        <p>
          Glow is an online beauty store serving shoppers in Nigeria. We may update these terms from time to
          time; the version published on this page applies to your order at the time you place it.
        </p>
      </PageSection>
      <PageSection heading="Your account">
        <p>
          Keep your password private and tell us if you think someone else has used your account. You are
          responsible for the activity on your account.
        </p>
      </PageSection>
      <PageSection heading="Prices and payment">
        <p>
          Prices are set in Nigerian naira (NGN). Prices shown in other currencies are converted at the
          current exchange rate for your convenience. Payment is taken securely by our payment partners when
          you place your order.
        </p>
      </PageSection>
      <PageSection heading="Shipping">
        <p>
          Shipping fees apply to deliveries within Nigeria and are shown at checkout before you pay. Orders
          usually arrive within 3-5 business days.
        </p>
      </PageSection>
      <PageSection heading="Return policy">
        <p className={styles.highlight}>
          You may return a product within 30 days of receiving it, as long as it is unused and in its original
          packaging.
        </p>
        <p>
          To start a return, <Link to="/contact">contact us</Link> with your order ID. Once we receive and
          check the item, we will refund the amount paid for it to your original payment method.
        </p>
      </PageSection>
      <PageSection heading="Reviews and content">
        <p>
          Reviews must be honest and respectful. We may remove content that is offensive, misleading or
          unrelated to the product.
        </p>
      </PageSection>
      <PageSection heading="Privacy">
        <p>
          How we handle your personal information is described in our{' '}
          <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </PageSection>
    </StaticPage>
  );
}
