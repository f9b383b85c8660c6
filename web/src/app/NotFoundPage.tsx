import { useTranslation } from 'react-i18next';
import { DeadEnd } from './DeadEnd';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return <DeadEnd title={t('notFound.title')} />;
}
