import { Link } from 'react-router-dom';
import { PageSection, StaticPage } from './static-page';
import styles from './static-page.module.css';

export function PrivacyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      intro="This policy explains what personal information Glow collects, why we collect it and how we protect it."
    >
      <PageSection heading="Information we collect">
        <ul>
          <li>
            Account details you give us: your username, email address and password (stored only as a hash).
          </li>
          <li>
            Order details: the shipping name, address, city, postal code, country and phone number you enter.
          </li>
          <li>Your activity on Glow: favourites, reviews, messages and the products you view.</li>
          <li>Your preferences, such as your chosen display currency and your cookie choice.</li>
        </ul>
      </PageSection>
      <PageSection heading="How we use it">
        <p>
          We use your information to run your account, process and deliver your orders, answer your messages,
          recommend products you may like and keep the store secure. We do not sell your personal information.
        </p>
      </PageSection>
      <PageSection heading="Payments">
        <p>
          Card payments are handled by our payment partners. Your card details go directly to them and are
          never stored by Glow; we only keep the payment reference, amount, currency and status.
        </p>
      </PageSection>
      <PageSection heading="Cookies and local storage">
        <p>
          We store your sign-in token, selected currency and cart in your browser so the site works as you
          expect. We remember your cookie choice for 365 days; you can accept or reject cookies in the banner.
        </p>
      </PageSection>
      <PageSection heading="Children's privacy">
        <p className={styles.highlight}>
          Our service is not intended for children under 13. We do not knowingly collect personal information
          from children under 13; if you believe a child has given us their details, contact us and we will
          delete them.
        </p>
      </PageSection>
      <PageSection heading="Your rights">
        <p>
          In line with the Nigeria Data Protection Act, you may ask to see, correct or delete the personal
          information we hold about you. You can update your details on your profile at any time.
        </p>
      </PageSection>
      <PageSection heading="Contact">
        <p>
          Questions about this policy? <Link to="/contact">Contact us</Link> and our team will respond.
        </p>
      </PageSection>
    </StaticPage>
  );
}
