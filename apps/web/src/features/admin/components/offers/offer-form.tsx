/** An offer's form: its texts in Dutch and English, its rule, where, when and on which days. */
import { offerInputSchema, type AdminOffer, type OfferInput } from '@gh/domain/offers-api';
import { useState, type FormEvent } from 'react';
import { createOffer, updateOffer } from '../../api/offers';
import { EnglishField } from '../english-field';
import { issuesByPath, TextField } from '../ui';
import {
  FormCard,
  PlaceAndPeriodFields,
  useFieldErrors,
  usePlaceAndPeriod,
  type FormProps,
} from './form-parts';
import { messageOf } from './offer-texts';
import { useRuleDraft } from './rule-draft';
import { RuleEditor } from './rule-editor';
import { WeekdayPicker } from './weekday-picker';

export function OfferForm({ me, editing, onSaved, onFailed, onCancel }: FormProps<AdminOffer>) {
  const [title, setTitle] = useState(editing?.title ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [titleEn, setTitleEn] = useState(editing?.titleEn ?? '');
  const [descriptionEn, setDescriptionEn] = useState(editing?.descriptionEn ?? '');
  const place = usePlaceAndPeriod(editing);
  const [weekdays, setWeekdays] = useState<number[]>(editing?.weekdays ?? []);
  const [active, setActive] = useState(editing?.active ?? true);
  const rule = useRuleDraft(editing);
  const { errors, show, formRef } = useFieldErrors();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = offerInputSchema.safeParse({
      title,
      description,
      titleEn,
      descriptionEn,
      badge: editing?.badge ?? null,
      productName: editing?.productName ?? null,
      ...place.input,
      weekdays: weekdays.length > 0 ? [...weekdays].sort((a, b) => a - b) : null,
      rule: rule.value(),
      active,
    });
    const found = parsed.success ? {} : issuesByPath(parsed.error.issues);
    const missing = rule.missingItems();
    if (missing) found['rule.items'] = missing;
    if (!parsed.success || Object.keys(found).length > 0) {
      show(found);
      return;
    }
    show({});
    const body: OfferInput = parsed.data;
    try {
      if (editing) {
        await updateOffer(editing.id, body);
        onSaved(`Wijzigingen in actie ${body.title} opgeslagen.`);
      } else {
        await createOffer(body);
        onSaved(`Actie ${body.title} aangemaakt.`);
        setTitle('');
        setDescription('');
        setTitleEn('');
        setDescriptionEn('');
      }
    } catch (err) {
      onFailed(messageOf(err));
    }
  }

  return (
    <FormCard
      heading={editing ? `Actie ${editing.title} wijzigen` : 'Nieuwe actie'}
      editing={editing !== null}
      create="Actie aanmaken"
      formRef={formRef}
      onSubmit={submit}
      onCancel={onCancel}
      active={active}
      onActive={setActive}
    >
      <TextField
        label="Titel"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={errors.title}
      />
      <TextField
        label="Omschrijving"
        className="sm:col-span-1 lg:col-span-3"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={errors.description}
      />
      <EnglishField label="Titel" value={titleEn} onChange={setTitleEn} error={errors.titleEn} />
      <EnglishField
        label="Omschrijving"
        className="sm:col-span-1 lg:col-span-3"
        value={descriptionEn}
        onChange={setDescriptionEn}
        error={errors.descriptionEn}
      />
      <RuleEditor rule={rule} errors={errors} />
      <PlaceAndPeriodFields me={me} place={place} errors={errors} />
      <WeekdayPicker days={weekdays} onChange={setWeekdays} error={errors.weekdays} />
    </FormCard>
  );
}
