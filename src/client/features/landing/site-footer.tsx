import { Link } from 'react-router';
import { useBrowserValue } from '../../lib/browser-value';
import { Logo } from '../../ui/logo';
import { CURRENT_YEAR_ATTRIBUTE } from './landing-markup';
import { paths } from '#shared/page-urls';

const linkClass =
  'rounded-control text-muted underline-offset-4 transition-colors duration-150 hover:text-fg hover:underline';

/** Public footer: brand line, and the legal and help links every public page carries. */
export function SiteFooter() {
  // The prerendered landing page is built once and served for a long time: the year is the
  // browser's, not the build's.
  const year = useBrowserValue(() => new Date().getFullYear(), null);
  return (
    <footer className="border-t border-border bg-surface-muted/50">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-start sm:justify-between sm:px-6">
        <div className="flex max-w-sm flex-col gap-3">
          <Link to={paths.home} className="self-start rounded-control" aria-label="Right One home">
            <Logo />
          </Link>
          <p className="text-sm text-muted">
            Compatibility-first dating for people who want something that lasts.
          </p>
        </div>
        <nav aria-label="Footer" className="flex flex-col gap-3 text-sm sm:items-end">
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <Link to={paths.quiz} className={linkClass}>
              Take the Quiz
            </Link>
            <Link to={paths.privacy} className={linkClass}>
              Privacy Policy
            </Link>
            <Link to={paths.terms} className={linkClass}>
              Terms of Service
            </Link>
            <Link to={paths.help} className={linkClass}>
              Help & Contact
            </Link>
          </div>
          <p className="text-muted">
            © <span {...{ [CURRENT_YEAR_ATTRIBUTE]: '' }}>{year ? `${year} ` : ''}</span>Right One.
            All rights reserved.
          </p>
        </nav>
      </div>
    </footer>
  );
}
