import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';

// Mantine's checkboxes and their styles (~3 KB gzip) come only with a form that has a choices
// field: every other form view stays within its size budget (scripts/page-size.ts).
const ChoicesWidget = lazy(() => import('./choices-widget'));

export function LazyChoicesWidget(props: WidgetProps) {
  return (
    <Suspense fallback={null}>
      <ChoicesWidget {...props} />
    </Suspense>
  );
}
