import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#shared/page-urls';
import { Card, CardContent } from '../../ui/card';
import { Logo } from '../../ui/logo';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  /** Usually <ThemeToggle />; passed in because features do not import each other. */
  themeToggle?: ReactNode;
  children: ReactNode;
  /** Under the card: links to the other auth pages. */
  footer?: ReactNode;
}

/** The calm, centred frame shared by login, sign-up and password reset. */
export function AuthLayout({ title, subtitle, themeToggle, children, footer }: AuthLayoutProps) {
  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden bg-bg">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        <div className="absolute -top-40 -left-32 size-[28rem] rounded-full bg-glow-1 opacity-60 blur-3xl" />
        <div className="absolute -right-40 -bottom-48 size-[30rem] rounded-full bg-glow-2 opacity-60 blur-3xl" />
      </div>
      <header className="relative mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-4 sm:px-6">
        <Link to={paths.home} className="rounded-control" aria-label="Right One home">
          <Logo />
        </Link>
        {themeToggle}
      </header>
      <main className="relative flex flex-1 flex-col items-center px-4 pt-4 pb-16 sm:pt-10">
        <div className="w-full max-w-md">
          <div className="mb-6 text-center">
            <h1 className="font-display text-3xl leading-tight font-semibold text-balance text-fg sm:text-4xl">
              {title}
            </h1>
            {subtitle && <p className="mt-2 text-pretty text-muted">{subtitle}</p>}
          </div>
          <Card>
            <CardContent className="p-5 sm:p-8">{children}</CardContent>
          </Card>
          {footer && (
            <div className="mt-6 flex flex-col items-center gap-2 text-center text-sm text-muted">
              {footer}
            </div>
          )}
        </div>
      </main>
    </div>
  );
}

/** An inline link in auth copy: primary colour, underlined on hover. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="rounded-sm font-semibold text-primary underline-offset-4 hover:underline"
    >
      {children}
    </Link>
  );
}
