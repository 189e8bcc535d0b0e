import { needsHomeScreen } from "../learner/homeScreen";

/** What /Saved asks of this browser and device, apart from the list: nothing of it is sent anywhere. */

/** What this browser has promised of the list (navigator.storage.persisted()); undefined until it answers. */
export type Persistence = "persisted" | "notPersisted" | "persistUnknown" | "persistRefused";

export async function persistence(): Promise<Persistence> {
  // Insecure origins and older browsers have no navigator.storage (the types say it is always there).
  const storage = navigator.storage as StorageManager | undefined;
  if (!storage?.persisted) return "persistUnknown";
  try {
    return (await storage.persisted()) ? "persisted" : "notPersisted";
  } catch {
    return "persistUnknown";
  }
}

/** Starts a download of `text` as a file named `name`, from memory (nothing is sent anywhere). */
export function downloadFile(text: string, name: string, type = "application/json"): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

/** An iPhone or iPad in Safari, not yet added to the Home Screen (src/learner/homeScreen.ts reads the signs). */
export function onIPhoneNotOnHomeScreen(): boolean {
  return needsHomeScreen({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    standalone: (navigator as Navigator & { standalone?: boolean }).standalone,
    displayStandalone: matchMedia("(display-mode: standalone)").matches,
  });
}
