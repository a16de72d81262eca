import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../ui/card';
import { IconBadge } from '../../ui/icon-badge';

interface CheckoutNoticeProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}

/** A checkout that cannot go on (bad link, already bought, provider down) says why and what next. */
export function CheckoutNotice({ icon, title, children, action }: CheckoutNoticeProps) {
  return (
    <Card className="mx-auto my-10 flex max-w-md flex-col items-center gap-4 p-8 text-center sm:my-14">
      <IconBadge icon={icon} size={14} />
      <h1 className="font-display text-2xl font-semibold text-balance text-fg">{title}</h1>
      <div className="text-pretty text-muted">{children}</div>
      {action}
    </Card>
  );
}
