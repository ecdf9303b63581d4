// A `#define` that wraps the registration message.
#import <UserNotifications/UserNotifications.h>

#define REGISTER_CATEGORIES(set) [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:(set)] // may report

void ObjCDefineWrapsMessageRegister(void) {
    UNNotificationAction *a = [UNNotificationAction actionWithIdentifier:@"ODW_A" title:@"A" options:UNNotificationActionOptionNone];
    REGISTER_CATEGORIES([NSSet setWithObject:[UNNotificationCategory categoryWithIdentifier:@"ODW" actions:@[a] intentIdentifiers:@[] options:UNNotificationCategoryOptionNone]]); // may report
}
