import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from '../../features/landing';
import { paths } from '#shared/page-urls';
import { usePageTitle } from '../../lib/page-title';

const linkClass = 'font-semibold text-primary underline underline-offset-4';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Who can use Right One',
    body: (
      <p>
        You must be 18 or older, legally able to agree to these terms, and not barred from using
        dating services. One account per person. By creating an account or buying anything, you
        accept these terms and our{' '}
        <Link to={paths.privacy} className={linkClass}>
          Privacy Policy
        </Link>
        .
      </p>
    ),
  },
  {
    heading: 'Your account',
    body: (
      <p>
        Give accurate information about yourself, keep your password to yourself, and tell us if you
        think someone else has used your account. You are responsible for what happens under your
        account.
      </p>
    ),
  },
  {
    heading: 'Quizzes and reports',
    body: (
      <p>
        Our quizzes and reports draw on relationship research and counseling experience to help you
        understand how you connect. They are insights, not a diagnosis, and not a substitute for
        therapy or medical advice. Answer honestly: your matches are only as good as your answers.
      </p>
    ),
  },
  {
    heading: 'Matching',
    body: (
      <p>
        We suggest matches based on compatibility and the preferences you give us. Your list is made
        as soon as you have a plan and have answered the matching questions, and refreshed as new
        members join, but we cannot promise a particular number of matches, that someone will reply,
        or that a relationship will follow.
      </p>
    ),
  },
  {
    heading: 'Chat, dates and staying safe',
    body: (
      <>
        <p>
          Be kind and honest in chat, and respect a no. Before meeting in person, talk on video or
          phone first, meet in a public place, tell a friend where you are going, and arrange your
          own travel. We do not run criminal background checks on members.
        </p>
        <p>You agree not to:</p>
        <ul>
          <li>harass, threaten, shame or deceive anyone, or pretend to be someone else;</li>
          <li>share another person's private information or intimate images;</li>
          <li>ask for money, promote a business, or send spam or links to scams;</li>
          <li>use Right One if you are married or in a relationship that you are hiding;</li>
          <li>copy, scrape or interfere with the service or other members' accounts.</li>
        </ul>
        <p>Report anyone who breaks these rules; we review every report.</p>
      </>
    ),
  },
  {
    heading: 'What you share',
    body: (
      <p>
        Your photos, profile and messages stay yours. You allow us to store them and show them to
        the people you choose to connect with, only to run Right One. Do not upload anything you do
        not have the right to share.
      </p>
    ),
  },
  {
    heading: 'The Relationship Coach',
    body: (
      <p>
        The Relationship Coach is an automated assistant. Its suggestions can be wrong or
        incomplete; use your own judgement. If you are in crisis or in danger, contact local
        emergency services.
      </p>
    ),
  },
  {
    heading: 'Prices and payments',
    body: (
      <p>
        Prices are shown in US dollars before you pay. Card payments are handled by our card payment
        provider. The Premium Blueprint is a one-time purchase. Concierge plans renew at the end of
        each billing period until you cancel. Promo codes apply only as stated when you enter them
        and have no cash value.
      </p>
    ),
  },
  {
    heading: 'Cancel anytime',
    body: (
      <p>
        There is no contract and no cancellation fee. Cancel a plan whenever you like and you will
        not be charged again; you keep access until the end of the period you have already paid for.
      </p>
    ),
  },
  {
    heading: '30-day money-back guarantee',
    body: (
      <p>
        If Right One is not right for you, ask for a refund within 30 days of a purchase (with
        "Request a refund" on it in Billing, or from the{' '}
        <Link to={paths.help} className={linkClass}>
          Help page
        </Link>
        ) and we will refund the full amount of that purchase to the card you paid with. No
        questions asked. What it gave ends with it: Premium for the Blueprint Report, or a plan with
        the connections you have not used. Refunds usually reach your card within 5-10 business
        days, depending on your bank.
      </p>
    ),
  },
  {
    heading: 'Ending your account',
    body: (
      <p>
        You can delete your account at any time, which removes your data as our Privacy Policy
        describes. We may suspend or close an account that breaks these terms or puts others at
        risk, and will tell you why unless the law or someone's safety prevents it.
      </p>
    ),
  },
  {
    heading: 'Our responsibility',
    body: (
      <p>
        We work hard to keep Right One available, safe and accurate, but we provide it as it is and
        cannot control how members behave. To the extent the law allows, our liability to you is
        limited to the amount you paid us in the 12 months before the claim. Nothing here limits
        rights that the law does not let us limit.
      </p>
    ),
  },
  {
    heading: 'Changes and contact',
    body: (
      <p>
        If we change these terms in a way that matters, we will tell you before the change takes
        effect; continuing to use Right One after that means you accept the new terms. Questions:
        write to us from the{' '}
        <Link to={paths.help} className={linkClass}>
          Help page
        </Link>
        .
      </p>
    ),
  },
];

/** /terms */
export default function TermsPage() {
  usePageTitle('Terms of Service · Right One');

  return (
    <>
      <LegalDocument
        title="Terms of Service"
        updated="2026-11-27"
        intro={
          <p>
            The agreement between you and Right One, written to be read. Please read it before you
            sign up.
          </p>
        }
        sections={SECTIONS}
      />
    </>
  );
}
