import { CompetitionByIdPage } from './competition-by-id';
import { CompetitionDetail } from './competition-detail';

/** SPEC §2 /dashboard/competitions/view/{id}; an invalid or unknown id goes back to competitions. */
export default function CompetitionViewPage({ title }: { title: string }) {
  return <CompetitionByIdPage title={title}>{(competition) => <CompetitionDetail competition={competition} />}</CompetitionByIdPage>;
}
