import {
  ClosingCta,
  FaqSection,
  FeaturesSection,
  FounderSection,
  HeroSection,
  HowItWorksSection,
  WhySection,
} from '../../features/landing';
import { usePageTitle } from '../../lib/page-title';

/** / : the landing page of docs/product-rules.md §2. */
export default function LandingPage() {
  usePageTitle('Right One: Discover Love That Lasts');

  return (
    <>
      <HeroSection />
      <HowItWorksSection />
      <WhySection />
      <FeaturesSection />
      <FaqSection />
      <FounderSection />
      <ClosingCta />
    </>
  );
}
