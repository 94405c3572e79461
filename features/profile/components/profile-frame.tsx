import type { ReactNode } from 'react';
import { Container } from '@/components/container';
import { PageHeader } from '@/features/system';
import type { ProfileSection } from '@/lib/routing';
import { offeredSections } from '../switches';
import { ProfileNav } from './profile-nav';

type Props = { section: ProfileSection; title: string; description?: string; children: ReactNode };

/** A profile page: its heading, the profile's section links, then the section. */
export function ProfileFrame({ section, title, description, children }: Props) {
  return (
    <Container className="py-6 md:py-8">
      <PageHeader title={title} description={description} />
      <ProfileNav current={section} sections={offeredSections()} />
      {children}
    </Container>
  );
}
