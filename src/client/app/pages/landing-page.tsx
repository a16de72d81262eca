import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  ClosingCta,
  FaqSection,
  FeaturesSection,
  FounderSection,
  HeroSection,
  HowItWorksSection,
  PublicShell,
  WhySection,
} from '../../features/landing';
import { ThemeToggle } from '../../features/theme';
import { sessionQuery } from '../../lib/auth-client';

/** / : the landing page of docs/product-rules.md §2. */
export default function LandingPage() {
  const { data: user } = useQuery(sessionQuery);
  useEffect(() => {
    document.title = 'Right One: Discover Love That Lasts';
  }, []);

  return (
    <PublicShell user={user ?? null} themeToggle={<ThemeToggle />}>
      <HeroSection />
      <HowItWorksSection />
      <WhySection />
      <FeaturesSection />
      <FaqSection />
      <FounderSection />
      <ClosingCta />
    </PublicShell>
  );
}
