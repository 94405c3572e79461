import { EmptyFrame, NotFoundPage } from '@/features/system';

/** 404 raised above the layout groups (unknown locale in the layout, or no closer boundary): no shell. */
export default function LocaleNotFound() {
  return (
    <EmptyFrame>
      <NotFoundPage />
    </EmptyFrame>
  );
}
