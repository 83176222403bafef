/** The product's photo: shown with a remove button, and an upload field (JPEG, PNG or WebP). */
import { useId } from 'react';
import { Button, Card, FieldError } from './ui';

export function ProductPhoto({
  image,
  productName,
  uploading,
  error,
  onFile,
  onRemove,
}: {
  image: string | null;
  productName: string;
  uploading: boolean;
  error: string | undefined;
  onFile(file: File | undefined): void;
  onRemove(): void;
}) {
  const id = useId();
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-bold">Foto</h2>
      {image ? (
        <div className="flex flex-wrap items-center gap-4">
          <img
            src={image}
            alt={`Foto van ${productName || 'het product'}`}
            className="h-32 w-44 rounded-md object-cover"
          />
          <Button variant="secondary" onClick={onRemove}>
            Foto verwijderen
          </Button>
        </div>
      ) : null}
      <div>
        <label htmlFor={`${id}-image`} className="mb-1 block text-sm font-semibold">
          {image ? 'Andere foto uploaden' : 'Foto uploaden'}
        </label>
        <input
          id={`${id}-image`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-describedby={`${id}-image-hint${error ? ` ${id}-image-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onFile(e.target.files?.[0])}
          className="block text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-red file:px-4 file:py-2 file:font-semibold file:text-white"
        />
        <p id={`${id}-image-hint`} className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
          JPEG, PNG of WebP, maximaal 5 MB. {uploading ? 'Bezig met uploaden…' : ''}
        </p>
        <FieldError id={`${id}-image-error`} message={error} />
      </div>
    </Card>
  );
}
