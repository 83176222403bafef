/** A coupon code's form: a percentage or an amount off, where, when, how often and from what amount. */
import { formatMoneyInput, parseMoneyInput } from '@gh/domain';
import { couponInputSchema, type AdminCoupon, type CouponInput } from '@gh/domain/offers-api';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { createCoupon, updateCoupon } from '../../api/offers';
import { CheckboxField, inputClass, issuesByPath, MoneyField, TextField } from '../ui';
import {
  FormCard,
  PlaceAndPeriodFields,
  useFieldErrors,
  usePlaceAndPeriod,
  wholeNumber,
  type FormProps,
} from './form-parts';
import { messageOf } from './offer-texts';

export function CouponForm({ me, editing, onSaved, onFailed, onCancel }: FormProps<AdminCoupon>) {
  const [code, setCode] = useState(editing?.code ?? '');
  const [kind, setKind] = useState<'percent' | 'amount'>(editing?.amountOff != null ? 'amount' : 'percent');
  const [value, setValue] = useState(
    editing?.amountOff != null
      ? formatMoneyInput(editing.amountOff)
      : editing?.percentOff != null
        ? String(editing.percentOff)
        : '',
  );
  const place = usePlaceAndPeriod(editing);
  const [maxUses, setMaxUses] = useState(editing?.maxUses != null ? String(editing.maxUses) : '');
  const [minimum, setMinimum] = useState(editing?.minimumOrder ? formatMoneyInput(editing.minimumOrder) : '');
  const [combines, setCombines] = useState(editing?.combinesWithOffers ?? false);
  const [active, setActive] = useState(editing?.active ?? true);
  const { errors, show, formRef } = useFieldErrors();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = couponInputSchema.safeParse({
      code,
      percentOff: kind === 'percent' ? wholeNumber(value) : null,
      amountOff: kind === 'amount' ? parseMoneyInput(value) : null,
      ...place.input,
      maxUses: maxUses.trim() ? wholeNumber(maxUses) : null,
      minimumOrder: minimum.trim() ? parseMoneyInput(minimum) : 0,
      combinesWithOffers: combines,
      active,
    });
    if (!parsed.success) {
      show(issuesByPath(parsed.error.issues));
      return;
    }
    show({});
    const body: CouponInput = parsed.data;
    const name = body.code.toUpperCase();
    try {
      if (editing) {
        await updateCoupon(editing.id, body);
        onSaved(`Wijzigingen in kortingscode ${name} opgeslagen.`);
      } else {
        await createCoupon(body);
        onSaved(`Kortingscode ${name} aangemaakt.`);
        setCode('');
        setValue('');
        setCombines(false);
      }
    } catch (err) {
      // A code that is taken belongs to the code field; anything else to the page.
      if (err instanceof ApiError && err.status === 409) show({ code: err.message });
      else onFailed(messageOf(err));
    }
  }

  const valueError = kind === 'percent' ? errors.percentOff : (errors.amountOff ?? errors.percentOff);
  return (
    <FormCard
      heading={editing ? `Kortingscode ${editing.code} wijzigen` : 'Nieuwe kortingscode'}
      editing={editing !== null}
      create="Kortingscode aanmaken"
      formRef={formRef}
      onSubmit={submit}
      onCancel={onCancel}
      active={active}
      onActive={setActive}
    >
      <TextField label="Code" value={code} onChange={(e) => setCode(e.target.value)} error={errors.code} />
      <label className="block text-sm font-semibold">
        Soort korting
        <select
          className={`${inputClass} mt-1 font-normal`}
          value={kind}
          onChange={(e) => setKind(e.target.value === 'amount' ? 'amount' : 'percent')}
        >
          <option value="percent">Percentage</option>
          <option value="amount">Bedrag</option>
        </select>
      </label>
      <TextField
        label={kind === 'percent' ? 'Percentage' : 'Bedrag (€)'}
        inputMode="decimal"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={valueError}
      />
      <PlaceAndPeriodFields me={me} place={place} errors={errors} />
      <TextField
        label="Hoe vaak te gebruiken"
        hint="Leeg: onbeperkt"
        inputMode="numeric"
        value={maxUses}
        onChange={(e) => setMaxUses(e.target.value)}
        error={errors.maxUses}
      />
      <MoneyField
        label="Minimaal bestelbedrag (€)"
        value={minimum}
        onChange={(e) => setMinimum(e.target.value)}
        error={errors.minimumOrder}
      />
      {/* Decision 038: without it the customer gets whichever gives more, the offers or the code. */}
      <div>
        <CheckboxField
          label="Combineert met aanbiedingen"
          checked={combines}
          onChange={setCombines}
          aria-describedby={`coupon-combines-${editing?.id ?? 'new'}`}
        />
        <p id={`coupon-combines-${editing?.id ?? 'new'}`} className="mt-1 text-sm">
          Uit: de klant krijgt de aanbiedingen of de code, wat het meeste korting geeft.
        </p>
      </div>
    </FormCard>
  );
}
