import type { Competition } from '@contracts/entities/competitions';
import type { CompetitionResults } from '@contracts/entities/results';
import { whatsAppLink } from '@/lib/whatsapp/link';
import { WhatsAppLink } from '@/ui/whatsapp-link';
import { podiumShareText } from './podium-share';
import { hasResults } from './results-tables';
import * as s from './results-tables.css';

/** 'Compartir por WhatsApp' the podium to a chat the reader picks; nothing while there are no results, and not on paper. */
export function PodiumWhatsApp({ competition, results }: { competition: Pick<Competition, 'name' | 'edition'>; results: CompetitionResults }) {
  if (!hasResults(results)) return null;
  return (
    <div className={s.share}>
      <WhatsAppLink href={whatsAppLink({ text: podiumShareText(competition, results) })}>Compartir por WhatsApp</WhatsAppLink>
    </div>
  );
}
