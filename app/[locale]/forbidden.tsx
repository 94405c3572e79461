import { EmptyFrame, FatalPage } from '@/features/system';

/** SPEC §8 "any HTTP 403": the forbidden page in the empty layout, status 403 (forbidden()). */
export default function LocaleForbidden() {
  return (
    <EmptyFrame>
      <FatalPage outcome={{ page: 'forbidden', status: 403 }} inPlace={false} />
    </EmptyFrame>
  );
}
