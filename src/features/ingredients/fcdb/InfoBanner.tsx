import { Alert, CloseButton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { bannerHidden, selectIsBannerHidden } from '../../shell';

/** An info banner the user can hide; the help icon of /ingredients shows it again (kept across reloads). */
export function InfoBanner({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const hidden = useAppSelector((state) => selectIsBannerHidden(state, id));
  if (hidden) return null;
  return (
    <Alert.Root status="info" marginBottom="3" aria-label={title}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" aria-label={`Hide: ${title}`} onClick={() => dispatch(bannerHidden(id))} />
    </Alert.Root>
  );
}
