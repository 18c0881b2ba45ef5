import { catchesEndpoints } from '@contracts/catches';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/api/query';
import { LoadError } from '@/ui/load-error';
import { Spinner } from '@/ui/spinner';
import { frame, image } from './catch-photo.css';

export type CatchPhotoProps = {
  /** The reference POST /catch_photos answered (a catch's `photo_ref`). */
  photoRef: string;
  /** What the photo shows, in Spanish ('Pejerrey de 32,5 cm del equipo 12'). */
  alt: string;
  className?: string;
};

/**
 * A catch's photo (issue 35, docs/decisions/0073), read through the typed client: the judge who
 * took it and the jury see it; anyone else gets the API's catchesMessages.photoNotFound. A photo never
 * changes once uploaded, so one read per reference is enough for the session.
 */
export function CatchPhoto({ photoRef, alt, className }: CatchPhotoProps) {
  const photo = useQuery({ ...endpointQuery(catchesEndpoints.getPhoto, { params: { id: photoRef } }), staleTime: Infinity });
  if (photo.isPending) return <Spinner label="Cargando la foto…" showLabel />;
  if (photo.isError) return <LoadError message={`No se pudo mostrar la foto: ${photo.error.message}`} onRetry={() => void photo.refetch()} />;
  return (
    <figure className={[frame, className].filter(Boolean).join(' ')}>
      <img className={image} src={photo.data.image} alt={alt} />
    </figure>
  );
}
