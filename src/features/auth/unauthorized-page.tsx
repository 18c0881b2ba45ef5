import { PageHeading } from '@/lib/routing/page-heading';
import { ButtonLink } from '@/ui/button-link';
import * as s from './public-page.css';

/** SPEC §2 /unauthorized. */
export default function UnauthorizedPage() {
  return (
    <main className={s.page}>
      <section className={s.card} aria-labelledby="titulo-no-autorizado">
        <PageHeading title="No Autorizado">
          <span id="titulo-no-autorizado">No Autorizado</span>
        </PageHeading>
        <p>No tienes permiso para acceder a esta página.</p>
        <ButtonLink href="/dashboard" variant="primary">
          Volver al inicio
        </ButtonLink>
      </section>
    </main>
  );
}
