/** The offers as cards: title, location, rule, period and days, and an edit and a switch-off. */
import type { AdminMe } from '@gh/domain/admin';
import type { AdminOffer } from '@gh/domain/offers-api';
import { NotTranslatedBadge } from '../english-field';
import { Button, Card } from '../ui';
import { period, placeName, ruleText, weekdaysText } from './offer-texts';

export function OfferList({
  me,
  offers,
  onEdit,
  onDeactivate,
}: {
  me: AdminMe;
  /** Null while they load. */
  offers: AdminOffer[] | null;
  onEdit(offer: AdminOffer): void;
  onDeactivate(offer: AdminOffer): void;
}) {
  if (offers === null) return <p>Acties laden…</p>;
  return (
    <ul className="space-y-2">
      {offers.map((o) => (
        <li key={o.id}>
          <Card className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <p className="font-semibold">
                {o.title} <span className="font-normal">· {placeName(me, o.location, 'alle locaties')}</span>
                {!o.titleEn?.trim() || !o.descriptionEn?.trim() ? (
                  <>
                    {' '}
                    <NotTranslatedBadge />
                  </>
                ) : null}
              </p>
              <p className="text-sm">
                {ruleText(o.rule)} · {period(o.validFrom, o.validUntil)} · {weekdaysText(o.weekdays)}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Button
                id={`offer-${o.id}-edit`}
                variant="secondary"
                aria-label={`Actie ${o.title} wijzigen`}
                onClick={() => onEdit(o)}
              >
                Wijzigen
              </Button>
              {o.active ? (
                <Button
                  variant="danger"
                  aria-label={`Actie ${o.title} uitzetten`}
                  onClick={() => onDeactivate(o)}
                >
                  Uitzetten
                </Button>
              ) : (
                <span>Uit</span>
              )}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
