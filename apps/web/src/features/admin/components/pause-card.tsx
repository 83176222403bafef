/** Online ordering on or off: paused until switched back, or for a while (issue 18). */
import { formatTime, PAUSE_DURATIONS, type PauseDuration } from '@gh/domain';
import { Button, Card } from './ui';

export function PauseCard({
  loading,
  paused,
  pausedUntil,
  onPause,
}: {
  loading: boolean;
  paused: boolean;
  pausedUntil: Date | null;
  onPause: (paused: boolean, duration?: PauseDuration) => void;
}) {
  return (
    <Card className="flex flex-wrap items-center gap-4">
      <div className="mr-auto">
        <h3 className="font-bold">Online bestellen</h3>
        <p>
          {loading
            ? '…'
            : pausedUntil
              ? `Gepauzeerd tot ${formatTime(pausedUntil)}: klanten kunnen nu niet bestellen.`
              : paused
                ? 'Gepauzeerd: klanten kunnen nu niet bestellen.'
                : 'Klanten kunnen bestellen.'}
        </p>
      </div>
      {paused ? null : (
        <div className="flex flex-wrap gap-2" role="group" aria-label="Pauzeren voor een tijd">
          {PAUSE_DURATIONS.map((duration) => (
            <Button key={duration} variant="secondary" onClick={() => onPause(true, duration)}>
              {duration === 'next_opening' ? 'Tot volgende opening' : `${duration} min`}
            </Button>
          ))}
        </div>
      )}
      <Button variant={paused ? 'primary' : 'danger'} onClick={() => onPause(!paused)}>
        {paused ? 'Bestellen hervatten' : 'Bestellen pauzeren'}
      </Button>
    </Card>
  );
}
