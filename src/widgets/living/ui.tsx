/** The living layer's views: cookie notice, its settings, the free-locations modal and a popup. */
import { useUnit } from 'effector-react';
import { ConsentBanner, ConsentSettings } from '../../features/cookie-consent/index.ts';
import { $freeLocationsOpen, FreeLocationsModal } from '../../features/free-locations/index.ts';
import { ServicePopup } from '../../features/service-popups/index.ts';

export default function LivingLayer() {
  const freeLocationsOpen = useUnit($freeLocationsOpen);
  return (
    <>
      <ConsentBanner />
      <ConsentSettings />
      <FreeLocationsModal />
      {/* One dialog at a time: a popup waits for the free-locations modal to close. */}
      {!freeLocationsOpen && <ServicePopup />}
    </>
  );
}
