import { Box, Text } from '@mantine/core';
import { Car, ClipboardCheck, Clock, IndianRupee, type LucideIcon } from 'lucide-react';
import { useRef } from 'react';
import { formatIndian } from '../../shared/format';
import { tx } from '../../shared/i18n/localize';
import { t } from '../../shared/i18n/t';
import FigureNotes from '../../shared/ui/figure-notes';
import { figuresOf } from '../../shared/ui/figures';
import { PageSection } from '../../shared/ui/page-section';
import { ResponsiveGrid } from '../../shared/ui/responsive-grid';
import { COUNT_STEPS, useCountUp } from './use-count-up';

interface Stat {
  id: string;
  /** The site.yaml figure it shows: its amount, label, what it counts and as of when. */
  figure: string;
  prefix?: string;
  suffix?: string;
  Icon: LucideIcon;
}

// The statistics strip: the operator's figures of site.yaml that have an amount to count up to.
const STATS: Stat[] = [
  { id: 'vehicles', figure: 'vehicleRecords', suffix: '+', Icon: Car },
  { id: 'applications', figure: 'happyCustomers', suffix: '+', Icon: ClipboardCheck },
  { id: 'hours', figure: 'processing', Icon: Clock },
  { id: 'challans', figure: 'challansPaid', prefix: '₹', suffix: '+', Icon: IndianRupee },
];
/** The notes under the strip cover these figures and the hero's (vehicles, requests, reply time, cities). */
const NOTED = [...STATS.map((s) => s.figure), 'citiesCovered'];

// At 17 px with slim card padding, ₹7,50,00,000+ stays on one line in a half-width card on a 360 px phone.
const shown = (stat: Stat, value: number) => `${stat.prefix ?? ''}${formatIndian(value)}${stat.suffix ?? ''}`;

export function StatsSection() {
  // Typed as ResponsiveGrid types its ref; it renders the <ul>.
  const list = useRef<HTMLDivElement>(null);
  const step = useCountUp(list);
  const stats = STATS.flatMap((stat) => figuresOf([stat.figure]).flatMap((figure) => (figure.amount === undefined ? [] : [{ stat, figure, amount: figure.amount }])));
  return (
    <PageSection id="statistics" title={t('stats.title')} shaded>
      <ResponsiveGrid component="ul" ref={list} cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }} className="plain-list">
        {stats.map(({ stat, figure, amount }) => (
          <Box component="li" key={stat.id} ta="center" className="stat-card" py="md" bg="white" style={{ borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)' }}>
            <stat.Icon size={28} aria-hidden="true" color="var(--mantine-color-blue-8)" />
            {/* Screen readers get the final figure once; the moving digits are for the eye only. */}
            <Text aria-hidden="true" className="stat-value" fw={700} c="blue.9" style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }} data-testid={`stat-${stat.id}`}>
              {shown(stat, Math.round((amount * step) / COUNT_STEPS))}
            </Text>
            <span className="visually-hidden">{shown(stat, amount)} </span>
            <Text size="sm">{tx(figure.label)}</Text>
          </Box>
        ))}
      </ResponsiveGrid>
      <FigureNotes keys={NOTED} />
    </PageSection>
  );
}
