import { PartsListCheck } from '../features/parts-list/PartsListCheck';

/** The Parts-List Check page, `/partsListCheck`: a whole parts list checked at once. */
export default function PartsListCheckPage() {
  return <PartsListCheck />;
}
