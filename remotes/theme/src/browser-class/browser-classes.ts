/**
 * The browser-class tagger (theme-frontend.md §1; MARKUP-FACTS §1.2 "Body
 * classes added"): classes the themes' styles key on. Pure: a user agent and
 * touch points in, class names out.
 */
const MOBILE = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini/i;

export function browserClasses(userAgent: string, maxTouchPoints = 0): string[] {
  const classes: string[] = [];
  // iPadOS reports a desktop Safari agent; its touch points give it away.
  const ipad = /iPad/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1);
  if (MOBILE.test(userAgent) || ipad) classes.push('et_mobile_device');
  if ((MOBILE.test(userAgent) && !ipad)) classes.push('et_mobile_device_not_ipad');
  if (/Edg(e|A|iOS)?\//.test(userAgent)) classes.push('edge');
  else if (/Firefox\//.test(userAgent) && !/Seamonkey/i.test(userAgent)) classes.push('gecko');
  else if (/Chrome\//.test(userAgent)) classes.push('chrome');
  else if (/Safari\//.test(userAgent)) classes.push('safari');
  if (/iPhone/.test(userAgent)) classes.push('iphone');
  return classes;
}
