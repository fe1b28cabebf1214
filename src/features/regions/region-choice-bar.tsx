import { useState } from 'react';
import { SameSize } from '@/components/ui/same-size';
import { regions, type Region } from '@/config/regions';
import { regionChoice, useChosenRegion } from './use-region';

const INVITE = 'Make it your region to see its stories first on home and in Local News.';
const isMine = (region: Pick<Region, 'name'>) => `${region.name} is your region.`;
const isOther = (region: Pick<Region, 'name'>) => `Your region is ${region.name}.`;

/**
 * A region page's own choice: "Make {region} my region", or, when it is the reader's, "Clear".
 * Served inviting (the build knows no reader); the remembered choice shows right after hydration
 * in the same room (the line as large as the largest it can say, the button on its row). Without
 * JavaScript nothing can be remembered: it is hidden.
 */
export function RegionChoiceBar({ region }: { region: Region }) {
  const chosen = useChosenRegion();
  const [announced, setAnnounced] = useState('');
  const mine = chosen?.slug === region.slug;
  const lines = [INVITE, isMine(region), ...regions.filter((r) => r.slug !== region.slug).map(isOther)];
  return (
    <div data-testid="region-choice" data-script-only className="mb-8 flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-center sm:gap-6 dark:border-slate-700">
      <p className="min-w-0 text-slate-800 dark:text-slate-200">
        <SameSize shown={mine ? isMine(region) : chosen ? isOther(chosen) : INVITE} alternatives={lines} />
      </p>
      {mine ? (
        <button
          type="button"
          className="btn-secondary shrink-0 self-start whitespace-nowrap py-1.5 text-sm sm:self-auto"
          onClick={() => {
            regionChoice().clear();
            setAnnounced('Your region is cleared: Local News shows all of Michigan.');
          }}
        >
          Clear <span className="sr-only">your region</span>
        </button>
      ) : (
        <button
          type="button"
          className="btn-secondary shrink-0 self-start whitespace-nowrap py-1.5 text-sm sm:self-auto"
          onClick={() => {
            regionChoice().choose(region.slug);
            setAnnounced(`Your region is now ${region.name}.`);
          }}
        >
          Make {region.name} my region
        </button>
      )}
      <p role="status" className="sr-only">
        {announced}
      </p>
    </div>
  );
}
