import { Box, SimpleGrid, Text } from '@mantine/core';
import { Car, ClipboardCheck, Clock, IndianRupee, type LucideIcon } from 'lucide-react';
import { useRef } from 'react';
import { formatIndian } from '../../shared/format';
import type { MessageKey } from '../../shared/i18n/en';
import { t } from '../../shared/i18n/t';
import { PageSection } from '../../shared/ui/page-section';
import { COUNT_STEPS, useCountUp } from './use-count-up';

interface Stat {
  id: string;
  target: number;
  label: MessageKey;
  prefix?: string;
  suffix?: string;
  Icon: LucideIcon;
}

// The statistics strip: vehicles, applications, average hours, challan collections in rupees.
const STATS: Stat[] = [
  { id: 'vehicles', target: 1_500_000, label: 'stats.vehicles', suffix: '+', Icon: Car },
  { id: 'applications', target: 250_000, label: 'stats.applications', suffix: '+', Icon: ClipboardCheck },
  { id: 'hours', target: 24, label: 'stats.hours', Icon: Clock },
  { id: 'challans', target: 75_000_000, label: 'stats.challans', prefix: '₹', suffix: '+', Icon: IndianRupee },
];

// At 17 px with slim card padding, ₹7,50,00,000+ stays on one line in a half-width card on a 360 px phone.
const shown = (stat: Stat, value: number) => `${stat.prefix ?? ''}${formatIndian(value)}${stat.suffix ?? ''}`;

export function StatsSection() {
  // Typed as Mantine types SimpleGrid's ref; it renders the <ul>.
  const list = useRef<HTMLDivElement>(null);
  const step = useCountUp(list);
  return (
    <PageSection id="statistics" title={t('stats.title')} shaded>
      <SimpleGrid component="ul" ref={list} cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }} p={0} m={0} style={{ listStyle: 'none' }}>
        {STATS.map((stat) => (
          <Box component="li" key={stat.id} ta="center" px={{ base: 4, sm: 'md' }} py="md" bg="white" style={{ borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)' }}>
            <stat.Icon size={28} aria-hidden="true" color="var(--mantine-color-blue-8)" />
            {/* Screen readers get the final figure once; the moving digits are for the eye only. */}
            <Text aria-hidden="true" fz={{ base: 17, xs: 22, md: 28 }} fw={700} c="blue.9" style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }} data-testid={`stat-${stat.id}`}>
              {shown(stat, Math.round((stat.target * step) / COUNT_STEPS))}
            </Text>
            <span className="visually-hidden">{shown(stat, stat.target)} </span>
            <Text size="sm">{t(stat.label)}</Text>
          </Box>
        ))}
      </SimpleGrid>
    </PageSection>
  );
}
