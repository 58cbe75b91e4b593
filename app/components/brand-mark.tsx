import Sparkles from "lucide-react/icons/sparkles";
import { useSite } from "~/utils/user";

/** The operator's logo (or the built-in mark) and site name, as the nav and the footer show them. */
export function BrandMark() {
  const { brand } = useSite();
  return (
    <>
      {brand.logoUrl ? (
        <img src={brand.logoUrl} alt="" width={20} height={20} className="size-5 rounded-sm object-contain" />
      ) : (
        <Sparkles aria-hidden="true" className="text-primary size-5" />
      )}
      <span>{brand.siteName}</span>
    </>
  );
}
