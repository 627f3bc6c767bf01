import { Button } from '@mantine/core';
import { STARTS_FORM } from '../shared/islands/form-skeleton-marks';
import classes from './sticky-action.module.css';

/** The start view's main action ("I Agree…", "Get Assistance…"), kept at the bottom of the screen. */
export function StickyAction({ label, color, onClick, onIntent }: { label: string; color?: string; onClick: () => void; onIntent?: () => void }) {
  return (
    <div className={classes.bar}>
      <Button
        fullWidth
        size="md"
        color={color}
        onClick={onClick}
        onPointerEnter={onIntent}
        onTouchStart={onIntent}
        onFocus={onIntent}
        classNames={{ root: classes.button, label: classes.label }}
        {...{ [STARTS_FORM]: '' }}
      >
        {label}
      </Button>
    </div>
  );
}
