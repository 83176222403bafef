/** The checkout: delivery or pickup, the customer's details, a time, and the server's summary. */
import { normalizePostcode } from '@gh/domain';
import { needsAgeConfirmation, type CheckoutQuote } from '@gh/domain/checkout';
import * as m from '@gh/i18n/messages';
import { useState, type ReactNode } from 'react';
import { useOffline } from '../../../lib/offline/connection';
import { AgeField } from './age-field';
import { AddressFields, ContactFields } from './details-fields';
import { EmptyCart } from './empty-cart';
import { FulfilmentChoice } from './fulfilment-choice';
import { LineProblems } from './line-problems';
import { OpenOrderNotice } from './open-order-notice';
import { OrderSummary } from './order-summary';
import { PayButton } from './pay-button';
import { PreviousDetails } from './previous-details';
import { TermsField } from './terms-field';
import { TimeChoice } from './time-choice';
import { useAddressLookup } from './use-address-lookup';
import { useCheckoutForm } from './use-checkout-form';
import { useCheckoutQuote } from './use-checkout-quote';
import { useOpenOrder } from './use-open-order';
import { usePlaceOrder } from './use-place-order';

/**
 * The quote's problem when it is the postcode's: a delivery to a whole postcode for which the server
 * found no zone (it answers the sentence, no field; a minimum or a missing postcode have a zone or no
 * postcode).
 */
export function zoneProblem(
  quote: Pick<CheckoutQuote, 'problem' | 'zone'>,
  postcode: string | undefined,
  delivery: boolean,
): string | undefined {
  return delivery && postcode && quote.problem && !quote.zone ? quote.problem : undefined;
}

export function CheckoutPage({
  onRemoveLine,
  renderCoupon,
}: {
  onRemoveLine(lineId: string): Promise<boolean>;
  /** The cart's coupon field; `onChange` asks the quote again. */
  renderCoupon?: (onChange: () => void) => ReactNode;
}) {
  const {
    form,
    errors,
    set,
    fitTo,
    validate,
    offered,
    forgetPrevious,
    accountEmail,
    savedAddresses,
    chooseAddress,
  } = useCheckoutForm();
  const order = usePlaceOrder();
  const offline = useOffline();
  const openOrder = useOpenOrder(order.stopWaiting);
  const postcode =
    form.fulfilment === 'delivery' ? (normalizePostcode(form.postcode) ?? undefined) : undefined;
  const lookup = useAddressLookup(form, set, form.fulfilment === 'delivery');
  const { quote, options, loadError, reloadQuote, takeQuote, refreshOptions } = useCheckoutQuote(
    form.fulfilment,
    postcode,
    fitTo,
  );
  // The total changed under the customer (an owner's edit): shown at the total until it moves again.
  const [changed, setChanged] = useState<{ was: number; now: number } | null>(null);

  if (loadError && !quote) {
    return (
      <div role="alert" className="rounded-md border border-brand-dark-red p-4">
        {loadError}
      </div>
    );
  }
  if (!quote || !openOrder.checked) return <p aria-live="polite">{m.checkout_loading()}</p>;
  if (openOrder.order) {
    return (
      <OpenOrderNotice
        order={openOrder.order}
        onReplaced={() => {
          order.newAttempt();
          openOrder.clear();
        }}
      />
    );
  }
  if (quote.lines.length === 0) return <EmptyCart />;

  const delivery = form.fulfilment === 'delivery';
  const paused = options?.location.orderingPaused ?? false;
  const blocked = quote.lines.some((l) => l.problem);
  const needsAge = needsAgeConfirmation(quote.lines.filter((l) => !l.problem));
  // "We bezorgen helaas niet op postcode …" is about the postcode: said at that field too.
  const fieldErrors = {
    ...errors,
    postcode:
      errors.postcode ?? zoneProblem(quote, postcode, delivery && (options?.location.delivery ?? true)),
  };

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_380px]">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // The total the customer sees goes along: the server places nothing at another one.
          const shown = quote.total;
          void order.place(
            (key) => {
              const body = validate(key, {
                needsAge,
                ...(lookup.kind === 'found' ? { found: lookup.address } : {}),
              });
              return body ? { ...body, expectedTotal: shown } : null;
            },
            refreshOptions,
            (next) => {
              setChanged({ was: shown, now: next.total });
              takeQuote(next);
            },
          );
        }}
        noValidate
        className="space-y-8"
        aria-describedby="checkout-required"
      >
        <p id="checkout-required" className="text-sm text-neutral-700 dark:text-neutral-300">
          {m.checkout_required_note()}
        </p>
        <LineProblems
          lines={quote.lines}
          location={quote.location}
          onRemove={onRemoveLine}
          onFixed={reloadQuote}
        />
        {options?.notice && (
          <div
            role="status"
            className="rounded-md border border-brand-gold bg-brand-yellow/20 p-4 text-brand-black dark:bg-neutral-900 dark:text-brand-cream"
          >
            {options.notice}
          </div>
        )}
        <FulfilmentChoice
          value={form.fulfilment}
          canDeliver={options?.location.delivery ?? true}
          canPickup={options?.location.pickup ?? true}
          onChange={(value) => set('fulfilment', value)}
        />
        {offered && (
          <PreviousDetails
            source={offered}
            delivery={delivery}
            addresses={savedAddresses}
            chosen={form}
            onChoose={chooseAddress}
            onClear={forgetPrevious}
          />
        )}
        <ContactFields form={form} errors={errors} set={set} signedIn={accountEmail !== null} />
        {delivery && <AddressFields form={form} errors={fieldErrors} set={set} lookup={lookup} />}
        <TimeChoice form={form} errors={errors} set={set} options={options} paused={paused} />
        {needsAge && (
          <AgeField
            checked={form.ageConfirmed}
            error={errors.ageConfirmed}
            onChange={(checked) => set('ageConfirmed', checked)}
          />
        )}
        <TermsField
          checked={form.termsAccepted}
          error={errors.termsAccepted}
          onChange={(checked) => set('termsAccepted', checked)}
        />
        <PayButton
          problem={offline ? m.common_offline() : quote.problem}
          error={order.submitError !== options?.notice ? order.submitError : null}
          errorRef={order.errorBox}
          total={quote.total}
          submitting={order.submitting}
          disabled={paused || blocked}
        />
      </form>

      <OrderSummary
        quote={quote}
        delivery={delivery}
        postcodeFilled={form.postcode.trim() !== ''}
        coupon={renderCoupon?.(reloadQuote)}
        changedFrom={changed && changed.now === quote.total ? changed.was : null}
      />
    </div>
  );
}
