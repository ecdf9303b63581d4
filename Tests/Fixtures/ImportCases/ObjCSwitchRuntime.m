// A `switch` on a setting the app reads when it runs.
#import <UserNotifications/UserNotifications.h>

void ObjCSwitchRuntimeRegister(void) {
    NSMutableArray *actions = [NSMutableArray array];
    switch ([[NSUserDefaults standardUserDefaults] integerForKey:@"OSR_MODE"]) { // reported
        case 1:
            [actions addObject:[UNNotificationAction actionWithIdentifier:@"OSR_ONE" title:@"One" options:UNNotificationActionOptionNone]]; // may report
            break;
        default:
            [actions addObject:[UNNotificationAction actionWithIdentifier:@"OSR_OTHER" title:@"Other" options:UNNotificationActionOptionNone]]; // may report
            break;
    }
    [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithObject:[UNNotificationCategory categoryWithIdentifier:@"OSR" actions:actions intentIdentifiers:@[] options:UNNotificationCategoryOptionNone]]]; // may report
}
