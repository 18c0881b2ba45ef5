import { href } from '@/lib/routing/routes';
import { appHref } from '@/lib/routing/navigation';
import { ButtonLink } from '@/ui/button-link';
import * as s from '../shared/home.css';

/** SPEC §2: a registered user's 'last step' card, pointing at activate-account. */
export function LastStepCard() {
  return (
    <section className={s.card} aria-labelledby="ultimo-paso">
      <h2 id="ultimo-paso" className={s.cardTitle}>
        Último paso: activá tu cuenta
      </h2>
      <p>Completá tus datos personales y tu dirección para empezar a participar del torneo.</p>
      <ButtonLink href={appHref(href('activateAccount'))} variant="primary">
        Completar ahora
      </ButtonLink>
    </section>
  );
}
