import { Link } from 'react-router';
import { paths } from '#shared/page-urls';
import { LegalDocument, type LegalSection } from '../../features/landing';
import { usePageTitle } from '../../lib/page-title';

const linkClass = 'font-semibold text-primary underline underline-offset-4';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Who we are',
    body: (
      <p>
        Right One is a dating service for adults who want a lasting relationship. This policy
        explains what we keep about you, why, who else sees it, and how you stay in control. "We"
        and "us" mean Right One.
      </p>
    ),
  },
  {
    heading: 'What we keep',
    body: (
      <ul>
        <li>
          Account details: your name or alias, email address and password. We store the password
          only as a one-way hash. Changing your password or email address in Settings needs your
          current password, and we always tell you by email. A new address replaces the old one only
          once you confirm it from the new inbox.
        </li>
        <li>
          Two-factor sign-in, if you turn it on: the key your authenticator app shares with us and
          your ten backup codes, both stored encrypted. Turning it off deletes them. They are never
          in your data copy.
        </li>
        <li>
          Quiz answers: your answers to the emotional-intelligence (EQ) quiz and the Compatibility
          Blueprint quiz, and the reports we create from them. If you take a quiz before creating an
          account, we keep your name, email and answers so we can send your results and let you
          carry on later.
        </li>
        <li>
          Profile and preferences: up to six photos (the first is your main photo), age, approximate
          location (zip-code level, never your exact address), occupation, education, a short
          about-me, interests, what you are looking for, and the matching questionnaire (gender, who
          you want to meet, preferences, birth year, zip code).
        </li>
        <li>
          Match preferences, if you set them: the ages you would like to meet, how far away, and
          which Blueprint topics (children, marriage, faith) are dealbreakers for you. Matching uses
          them both ways; a match sees none of them.
        </li>
        <li>
          Photo verification, if you ask for it: the selfie you take in the pose we show, kept only
          until a moderator has compared it with your main profile photo, then deleted. No other
          member ever sees it. We keep the pose, the dates and the decision (with the reason, if
          declined), so your Verified badge lasts as long as that photo is your main one.
        </li>
        <li>
          Activity: your matches, chat requests, messages, date and meeting requests, and
          conversations with the Relationship Coach.
        </li>
        <li>
          Your concierge: with a concierge plan, who your concierge is, your conversation with them,
          the people they introduce to you with their notes, and whether you share your file with
          them. They are deleted with your account.
        </li>
        <li>
          Payments: what you bought, amounts, dates, plan status, and the card brand and last four
          digits. Never the full card number.
        </li>
        <li>
          Messages to our team: what you write from the Help page, the name and email address you
          give (or your account's), and our answer. They are deleted with your account, including
          ones you sent from the same address before you signed in.
        </li>
        <li>
          Notifications on your devices: for each phone or browser where you turn them on, the
          address its push service gave it, the keys it made to read them, and a label such as
          &ldquo;Chrome on Android&rdquo; (not the rest of your browser&rsquo;s details). They are
          removed when you turn a device off, sign out on it, or delete your account.
        </li>
        <li>
          Security records: sign-in times, IP addresses used for rate limiting, and account changes.
        </li>
      </ul>
    ),
  },
  {
    heading: 'How we use it',
    body: (
      <>
        <p>
          We use your information to run the service you asked for: to create your reports, suggest
          and explain matches, deliver messages, schedule dates, process payments and refunds, send
          the emails the service needs (results, matches, password resets), and keep accounts safe
          from abuse.
        </p>
        <p>We do not sell your personal data, and we do not show third-party advertising.</p>
      </>
    ),
  },
  {
    heading: 'Matching and what other members see',
    body: (
      <p>
        Matching compares your quiz answers and preferences with those of other members. A match
        sees your profile: name, photos, age, a rounded distance or general area, occupation,
        about-me, interests and emotional type. Until you have both agreed to reveal your
        identities, a match sees only your first name and blurred copies of your photos; after that,
        your full name and the photos themselves. A match never sees your email address, exact
        location, payment details or your individual quiz answers. Dating preferences can reveal
        sensitive things, such as your sexual orientation; you choose whether to give them, and we
        use them only for matching.
      </p>
    ),
  },
  {
    heading: 'Your concierge',
    body: (
      <p>
        A concierge plan gives you a concierge: a person on our team who reads your messages to
        them. Unless you choose to share more, they see only your first name, your plan and your
        conversation. In Your Concierge, on your chat page, you can let them see your reports,
        questionnaire answers and matches, and stop it at any time; they see your matches as you do,
        without photos. They see nothing of other members beyond what a match may see, and never
        another member's email address or quiz answers.
      </p>
    ),
  },
  {
    heading: 'The Relationship Coach and AI',
    body: (
      <p>
        Some reports and the Relationship Coach's replies are written by an AI model from your own
        answers and messages. When an outside AI provider runs that model, we send it only the text
        needed to write the reply, and only for that purpose. Coach replies are suggestions, not
        professional advice.
      </p>
    ),
  },
  {
    heading: 'Payments',
    body: (
      <p>
        Card payments are handled by our card payment provider. You type your card details into the
        provider's secure form; they go straight to the provider and never touch our servers. The
        provider tells us whether a payment succeeded, which is what unlocks your purchase.
      </p>
    ),
  },
  {
    heading: 'Who else receives data',
    body: (
      <p>
        Only the companies that help us run Right One, each for its own part: hosting, card
        payments, email delivery and, where used, the AI provider. They may use the data only to
        provide their service to us. We also disclose information when the law requires it, or to
        protect someone from serious harm.
      </p>
    ),
  },
  {
    heading: 'What a notification carries',
    body: (
      <p>
        A notification goes from us to your browser&rsquo;s push service (Google for Chrome, Mozilla
        for Firefox, Apple for Safari, Microsoft for Edge), which passes it to your device. It is
        encrypted for your device alone, so the push service cannot read it. It holds a short title
        (&ldquo;New message from Sam&rdquo;), sometimes one line, and the page it opens. The text of
        a message is in it only if you turn on &ldquo;Show message text in notifications&rdquo; in
        Settings; then anyone who can see your screen can read it there. We keep a notification only
        until the push service has taken it.
      </p>
    ),
  },
  {
    heading: 'How long we keep it, and deleting your account',
    body: (
      <>
        <p>
          We keep your data while your account is open. You can delete your account at any time in
          Settings, after typing your password again. A running subscription, and any payment you
          started but did not finish, is cancelled with the payment provider first, so you are never
          charged again; a payment that went through in those last moments is refunded.
        </p>
        <p>
          Then your profile, all of your photos (with their blurred copies), quiz answers and
          results, reports, matches, settings and sign-in sessions are deleted at once, and you are
          signed out everywhere. Messages you sent stay in the other member's conversation, shown as
          from "Deleted member", so their side of the conversation still makes sense. Payment
          records that tax and accounting law requires us to keep are kept without your name, email
          or card details. We send a confirmation to your old email address.
        </p>
        <p>
          If other members had blocked you, we keep their blocks under a one-way code made from your
          email address (not the address itself), so the blocks still hold if you sign up again with
          it; a code goes when the member who blocked you leaves. Quiz answers from a quiz you never
          turned into an account are deleted on request.
        </p>
      </>
    ),
  },
  {
    heading: 'Security',
    body: (
      <p>
        Connections are encrypted, sign-in uses secure cookies, repeated failed sign-ins are slowed
        down, and photos are re-encoded with their hidden metadata (including GPS position) removed.
        Only staff who need it to help you or to keep the service safe can see account data. No
        system is perfect; if a breach affects you, we will tell you promptly.
      </p>
    ),
  },
  {
    heading: 'Cookies and local storage',
    body: (
      <p>
        We use one cookie, to keep you signed in. Your browser's local storage remembers your light
        or dark theme and a few sign-in hints so pages show the right buttons. We use no advertising
        or tracking cookies.
      </p>
    ),
  },
  {
    heading: 'Your rights',
    body: (
      <p>
        You can ask to see, correct, receive a copy of or delete your data, and object to how we use
        it. You can edit your profile, change your email address and password, download your data
        and delete your account yourself, in Settings. The download is a ZIP of everything we store
        about you and your photos; we email you a link that works once, for 24 hours, and only while
        you are signed in. For anything else, contact us and we will answer within 30 days.
      </p>
    ),
  },
  {
    heading: 'Adults only',
    body: (
      <p>
        Right One is for people aged 18 and over. We do not knowingly keep data about anyone younger
        and delete it when we learn of it.
      </p>
    ),
  },
  {
    heading: 'Changes and contact',
    body: (
      <p>
        If we change this policy in a way that matters, we will tell you by email or in the app
        before it takes effect. Questions or requests: write to us from the{' '}
        <Link to={paths.help} className={linkClass}>
          Help page
        </Link>{' '}
        and it reaches our team.
      </p>
    ),
  },
];

/** /privacy */
export default function PrivacyPage() {
  usePageTitle('Privacy Policy · Right One');

  return (
    <>
      <LegalDocument
        title="Privacy Policy"
        updated="2026-11-28"
        intro={
          <p>
            Dating is personal. Here is, in plain words, what we keep about you and what we do with
            it.
          </p>
        }
        sections={SECTIONS}
      />
    </>
  );
}
