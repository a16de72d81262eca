import {
  DataExportCard,
  DeleteAccountCard,
  SignInDetailsCard,
  TwoFactorCard,
} from '../../features/account';
import { useLocation, useSearchParams } from 'react-router';
import { BillingSection } from '../../features/billing';
import { ChatSection } from '../../features/chats';
import { CompleteInsightsDialog, ReportsSection } from '../../features/compatibility-reports';
import { DeveloperState } from '../../features/demo';
import { DateActions, DateCard, ScheduleDateDialog } from '../../features/dates';
import { DashboardHome, sectionFrom, useOwnProfile } from '../../features/dashboard';
import {
  MatchesSection,
  MatchPreferencesCard,
  QuestionnaireDialog,
  RequestsButton,
} from '../../features/matching';
import { MemberQuizDialog } from '../../features/quizzes';
import { PushCard, PushPrompt } from '../../features/push';
import { MemberSafetyMenu, SettingsSection } from '../../features/safety';
import { VerificationCard } from '../../features/verification';
import type { SessionUser } from '../../lib/auth-client';
import { useDemoWorld } from '../../lib/demo-mode';
import { holdingsOf } from '../../lib/member-holdings';
import { MemberLayout } from '../layouts/member-layout';

/** A conversation's header: Schedule a Date and a meeting, then Unmatch, Block and Report. */
function ThreadHeaderActions(props: { sessionId: string; otherId: string; otherName: string }) {
  return (
    <>
      <DateActions sessionId={props.sessionId} otherName={props.otherName} />
      <MemberSafetyMenu userId={props.otherId} name={props.otherName} sessionId={props.sessionId} />
    </>
  );
}

const CHAT_EXTENSIONS = { DateCard, HeaderActions: ThreadHeaderActions };

/** Billing needs to know what the member has (Premium, a running plan); the profile says so. */
function Billing({ user }: { user: SessionUser }) {
  const profile = useOwnProfile();
  return <BillingSection user={user} holdings={profile.data && holdingsOf(profile.data)} />;
}

/**
 * /user, /app and /billing (docs/product-rules.md §2 Dashboard shell). ?section=reports opens 'Reports & Quizzes',
 * ?section=matches 'Your Matches', /billing (or ?section=billing) the billing section; anything
 * else the home view. The page composes the features: the reports section gets the quizzes
 * feature's dialog and the matching feature's questionnaire; the home gets the questionnaire,
 * the complete-insights dialog and the chat-requests button.
 */
export default function DashboardPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const demo = useDemoWorld();
  const asked = sectionFrom(pathname, params);
  // The developer state page exists in demo mode only; elsewhere its address is the home view.
  const section = asked === 'developer' && !demo ? 'home' : asked;
  return (
    <MemberLayout section={section}>
      {(user, { editProfile }) =>
        section === 'reports' ? (
          <ReportsSection
            user={user}
            QuizDialog={MemberQuizDialog}
            FindMatchDialog={QuestionnaireDialog}
          />
        ) : section === 'matches' ? (
          <div className="flex flex-col gap-6">
            <PushPrompt />
            <MatchesSection
              onEditProfile={editProfile}
              ScheduleDateDialog={ScheduleDateDialog}
              MemberMenu={MemberSafetyMenu}
            />
          </div>
        ) : section === 'chat' ? (
          <ChatSection user={user} extensions={CHAT_EXTENSIONS} />
        ) : section === 'billing' ? (
          <Billing user={user} />
        ) : section === 'developer' ? (
          <DeveloperState />
        ) : section === 'settings' ? (
          <SettingsSection notifications={<PushCard />}>
            <MatchPreferencesCard />
            <SignInDetailsCard email={user.email} />
            <TwoFactorCard />
            <VerificationCard onEditProfile={editProfile} />
            <DataExportCard />
            <DeleteAccountCard />
          </SettingsSection>
        ) : (
          <DashboardHome
            prompt={<PushPrompt />}
            fallbackName={user.name}
            onEditProfile={editProfile}
            QuestionnaireDialog={QuestionnaireDialog}
            InsightsDialog={CompleteInsightsDialog}
            notifications={<RequestsButton MemberMenu={MemberSafetyMenu} label="Notifications" />}
          />
        )
      }
    </MemberLayout>
  );
}
